// Support code of the borrow-form kata: everything but the presenter. The learner does not edit
// this file; it is compiled into the same module as the learner's presenter.
import Foundation

/// What the library hands back for a successful loan.
struct LoanReceipt: Equatable {
    let bookID: Int
    let days: Int
}

/// Why the library refused a loan.
enum BorrowFailure: Error, Equatable {
    /// The library's current policy does not allow that many days.
    case invalidDays
    /// Someone else has the book.
    case unavailable
}

/// The use case: borrows a book for some days and calls back once, on the caller's executor.
/// It checks the allowed range itself too; a form's validation is fast feedback, not authority.
protocol Borrowing {
    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void)
}

/// The loan rules the form shows.
enum LoanPolicy {
    /// Loans the form accepts, in days.
    static let allowedDays = 1...14
    /// Loans longer than this many days need an explicit confirmation (stage 4).
    static let confirmationAbove = 7
}

/// Where the form is in its flow.
enum BorrowPhase: Equatable {
    /// Editing the duration; submit when valid.
    case editing
    /// Waiting for the user to confirm a long loan (stage 4).
    case confirming
}

/// One complete, coherent picture of the form: the view draws exactly this.
struct BorrowFrame: Equatable {
    let durationText: String
    let isBusy: Bool
    let canSubmit: Bool
    let message: String?
    let phase: BorrowPhase

    init(durationText: String, isBusy: Bool, canSubmit: Bool, message: String?, phase: BorrowPhase = .editing) {
        self.durationText = durationText
        self.isBusy = isBusy
        self.canSubmit = canSubmit
        self.message = message
        self.phase = phase
    }
}

/// The passive view: it shows frames and reports what the user did.
protocol BorrowDisplaying: AnyObject {
    func display(_ frame: BorrowFrame)
}
