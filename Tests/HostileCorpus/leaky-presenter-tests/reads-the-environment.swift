// A test file that looks for the grader's secrets (a CI token) to put them in its messages.
// expect: "not graded: `ProcessInfo.processInfo.environment`"
// expect: "reads or changes the environment"
import Foundation
import Testing
@testable import OrdersScreen

@Test func leaksTheToken() {
    let token = ProcessInfo.processInfo.environment["CI_TOKEN"] ?? ""
    #expect(token.isEmpty, "\(token)")
}
