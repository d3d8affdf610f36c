// The borrowing form's presenter.
// - A long loan waits for confirm() as a stored closure, which holds the presenter weakly.
// - Each request gets a Ticket object; a reply counts only when its ticket is the one in flight
//   (compared by identity, so two requests for the same days are still two tickets).
// - Replies are handed to OperationQueue.main before they change anything.
import Foundation

final class BorrowPresenter {
    private final class Ticket {}

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var typed = "14"
    private var message: String?
    private var inFlight: Ticket?
    /// Set while the confirmation prompt is on screen: what confirm() will do.
    private var pendingConfirmation: (() -> Void)?
    private var ended = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if ended { return }
        self.view = view
        show()
    }

    func durationChanged(_ text: String) {
        if ended { return }
        if inFlight != nil {
            show() // the busy frame again, with the text that was sent
            return
        }
        pendingConfirmation = nil
        typed = text
        message = nil
        show()
    }

    func submit() {
        if ended || pendingConfirmation != nil { return }
        if inFlight != nil {
            show() // the same busy frame again; the tap itself is ignored
            return
        }
        guard let days = Int(typed), LoanPolicy.allowedDays.contains(days) else {
            message = Int(typed) == nil
                ? "A loan is a whole number of days."
                : "A loan lasts from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound) days."
            show()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            pendingConfirmation = { [weak self] in self?.borrow(days: days) }
            show()
            return
        }
        borrow(days: days)
    }

    func confirm() {
        guard !ended, inFlight == nil, let confirmed = pendingConfirmation else { return }
        pendingConfirmation = nil
        confirmed()
    }

    func cancelConfirmation() {
        guard !ended, pendingConfirmation != nil else { return }
        pendingConfirmation = nil
        message = "Loan not confirmed. Change the days or submit again."
        show()
    }

    func stop() {
        ended = true
        pendingConfirmation = nil
        inFlight = nil
        view = nil
    }

    // MARK: - Private

    private func borrow(days: Int) {
        let ticket = Ticket()
        inFlight = ticket
        message = nil
        show()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            OperationQueue.main.addOperation { [weak self] in
                self?.received(result, for: ticket)
            }
        }
    }

    private func received(_ result: Result<LoanReceipt, BorrowFailure>, for ticket: Ticket) {
        guard !ended, inFlight === ticket else { return }
        inFlight = nil
        switch result {
        case .success(let receipt):
            message = "Borrowed! Please return it within \(receipt.days) days."
        case .failure(let failure):
            switch failure {
            case .invalidDays:
                message = "The library now refuses loans that long. Please pick fewer days."
            case .unavailable:
                message = "This book is already out. Try again later."
            }
        }
        show()
    }

    private func show() {
        guard !ended, let view else { return }
        if inFlight != nil {
            view.display(BorrowFrame(durationText: typed, isBusy: true, canSubmit: false, message: nil))
        } else if pendingConfirmation != nil {
            view.display(BorrowFrame(durationText: typed, isBusy: false, canSubmit: false,
                                     message: "Confirm a loan of \(typed) days?", phase: .confirming))
        } else {
            let valid = Int(typed).map(LoanPolicy.allowedDays.contains) ?? false
            view.display(BorrowFrame(durationText: typed, isBusy: false, canSubmit: valid, message: message))
        }
    }
}
