// The borrowing form's presenter.
//
// Each request carries a ticket: the number of loans this form has made so far. A reply whose
// ticket is not the one we are waiting for is ignored.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var isConfirming = false
    private var isStopped = false

    /// Loans granted through this form; the next request's ticket.
    private var loansMade = 0
    /// The ticket of the request in flight.
    private var awaitedTicket: Int?

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        guard !isStopped else { return }
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped, !isBusy else { return }
        durationText = text
        message = nil
        isConfirming = false
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, !isConfirming else { return }
        guard let days = validDays else {
            message = "Please enter a whole number of days between 1 and 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isConfirming = true
            message = "Borrow for \(days) days? Please confirm."
            render()
            return
        }
        send(days: days)
    }

    func confirm() {
        guard !isStopped, isConfirming, let days = validDays else { return }
        isConfirming = false
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        message = nil
        render()
    }

    func stop() {
        isStopped = true
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(days: Int) {
        let ticket = loansMade
        awaitedTicket = ticket
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result, ticket: ticket)
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, ticket: Int) {
        guard !isStopped, awaitedTicket == ticket else { return }
        awaitedTicket = nil
        isBusy = false
        switch result {
        case .success(let receipt):
            loansMade += 1
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library does not allow that many days any more."
        case .failure(.unavailable):
            message = "This book is not available right now."
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        if isBusy {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if isConfirming {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
