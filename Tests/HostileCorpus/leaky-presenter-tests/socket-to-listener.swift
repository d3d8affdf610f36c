// A test file that sends what it found to a listener on 127.0.0.1.
// expect: "not graded: `socket`"
// expect: "opens network connections"
import Foundation
import Testing
@testable import OrdersScreen

@Test func phonesHome() {
    #if os(Linux)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    #expect(fd >= 0)
}
