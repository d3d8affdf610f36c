// A test file that starts a process that outlives the run.
// expect: "not graded: `Process`"
// expect: "starts or controls processes"
import Foundation
import Testing
@testable import OrdersScreen

@Test func leavesAChild() throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["60"]
    try child.run()
}
