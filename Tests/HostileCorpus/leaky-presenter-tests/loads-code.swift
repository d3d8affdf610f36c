// A test file that loads code at run time, out of the screen's sight.
// expect: "not graded: `dlopen`"
// expect: "loads code at run time"
import Foundation
import Testing
@testable import OrdersScreen

@Test func loadsALibrary() {
    let handle = dlopen("libc.so.6", RTLD_NOW)
    #expect(handle != nil)
}
