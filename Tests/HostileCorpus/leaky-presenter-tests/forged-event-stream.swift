// A test file that writes its own verdict: it finds the event stream's path in its arguments,
// writes "passed" for a test that never ran, and leaves before Swift Testing can say otherwise.
// expect: "not graded: `CommandLine.arguments`"
// expect: "reads the test run's arguments, which tests of a presenter have no need for"
import Foundation
import Testing
@testable import OrdersScreen

@Test func everythingPasses() throws {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--event-stream-output-path") else { return }
    let line = #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"# + "\n"
    FileManager.default.createFile(atPath: arguments[index + 1], contents: Data(line.utf8))
    exit(0)
}
