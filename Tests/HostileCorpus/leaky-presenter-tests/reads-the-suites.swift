// A test file that reads the hidden checks and other people's files.
// expect: "not graded: `FileManager.default.contentsOfDirectory`"
// expect: "reads or writes files"
import Foundation
import Testing
@testable import OrdersScreen

@Test func looksAround() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: "/")
    #expect(!names.isEmpty)
}
