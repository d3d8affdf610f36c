// A test file that signals its parent (the runner) so its verdict is never read.
// expect: "not graded: `kill`"
// expect: "sends or catches signals"
import Foundation
import Testing
@testable import OrdersScreen

@Test func stopsTheRunner() {
    kill(getppid(), SIGKILL)
}
