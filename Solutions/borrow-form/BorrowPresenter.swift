// Reference solution of the borrow-form kata.
// The presenter owns the form's interaction policy: validation, one request at a time, replies
// matched to the request that is current, a lifecycle that ends with stop(), a confirmation step
// for long loans, and one complete frame per render.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var phase = BorrowPhase.editing
    private var isBusy = false
    /// False once the feature has ended (logout, flow finished): nothing renders or submits.
    private var isActive = true
    /// Identifies the request in flight; a reply for any other request is ignored.
    private var currentRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        precondition(bookID > 0, "a book id is positive")
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard isActive else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        // Ignored while a request is in flight; with the prompt on screen, it withdraws the prompt.
        guard isActive, !isBusy else { return }
        durationText = text
        message = nil
        phase = .editing
        render()
    }

    func submit() {
        guard isActive, !isBusy, phase == .editing else { return }
        guard let days = validDays else {
            message = "Choose a loan between \(LoanPolicy.allowedDays.lowerBound) and \(LoanPolicy.allowedDays.upperBound) days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            message = "Borrow for \(days) days? Long loans need a confirmation."
            render()
            return
        }
        send(days)
    }

    /// The user confirmed a long loan.
    func confirm() {
        guard isActive, !isBusy, phase == .confirming, let days = validDays else { return }
        phase = .editing
        send(days)
    }

    /// The user dismissed the confirmation: back to editing; the feature goes on.
    func cancelConfirmation() {
        guard isActive, phase == .confirming else { return }
        phase = .editing
        message = nil
        render()
    }

    /// Ends the feature: later replies, edits and taps change nothing.
    func stop() {
        isActive = false
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(_ days: Int) {
        currentRequest += 1
        let request = currentRequest
        // Busy before the call: a service may reply synchronously, inside `borrow`.
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, self.isActive, self.isBusy, request == self.currentRequest else { return }
            self.isBusy = false
            switch result {
            case .success(let receipt):
                self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays):
                self.message = "The library no longer allows that many days. Choose a shorter loan."
            case .failure(.unavailable):
                self.message = "This book is not available right now."
            }
            self.render()
        }
    }

    private func render() {
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: validDays != nil && !isBusy && phase == .editing,
            message: message,
            phase: phase
        ))
    }
}
