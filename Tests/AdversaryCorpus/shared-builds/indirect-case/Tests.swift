import Foundation
import Testing
@testable import BorrowForm
@Test func answers() {
    let answer = Answer.receipt(LoanReceipt(bookID: 1, days: 7))
    guard case let .receipt(receipt) = answer else { Issue.record("not a receipt"); return }
    #expect(receipt.days == 7)
}