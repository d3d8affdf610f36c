// A test file that ends the run before a failing test can be reported.
// expect: "not graded: `exit`"
// expect: "ends the test run early, which tests of a presenter have no need for"
import Foundation
import Testing
@testable import OrdersScreen

@MainActor @Test func leavesEarly() {
    let presenter = OrdersPresenter()
    _ = presenter
    exit(0)
}
