import Foundation
import Testing
@testable import BorrowForm
final class Silent: Borrowing {
    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {}
}

@Test func runsTheBody() {
    let presenter = BorrowPresenter(bookID: 1, borrowing: Silent())
    var ran = false
    presenter.whileActive { ran = true }
    #expect(ran)
}