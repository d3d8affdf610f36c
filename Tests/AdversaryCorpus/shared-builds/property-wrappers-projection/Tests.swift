import Foundation
import Testing
@testable import BorrowForm
@Test func tapsAreCounted() {
    let counter = TapCounter()
    counter.taps += 1
    #expect(counter.$taps == 1)
}