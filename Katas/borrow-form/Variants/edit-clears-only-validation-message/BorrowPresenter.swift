// Near miss (mutant): the reply's outcome and the validation message are kept apart, and an edit
// clears only the validation message, so "Borrowed for 3 days." survives the user's next edit.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var validationMessage: String?
    private var outcomeMessage: String?
    private var awaitingConfirmation = false
    private var pending: Int?
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        show()
    }

    func durationChanged(_ text: String) {
        guard !stopped, pending == nil else { return }
        self.text = text
        awaitingConfirmation = false
        validationMessage = nil
        show()
    }

    func submit() {
        guard !stopped, pending == nil, !awaitingConfirmation else { return }
        guard let days = parsedDays else {
            validationMessage = "Enter a whole number of days from 1 to 14."
            show()
            return
        }
        validationMessage = nil
        outcomeMessage = nil
        if days > LoanPolicy.confirmationAbove {
            awaitingConfirmation = true
            show()
        } else {
            request(days)
        }
    }

    func confirm() {
        guard !stopped, awaitingConfirmation, pending == nil, let days = parsedDays else { return }
        awaitingConfirmation = false
        request(days)
    }

    func cancelConfirmation() {
        guard !stopped, awaitingConfirmation else { return }
        awaitingConfirmation = false
        show()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private var parsedDays: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private var ticket = 0

    private func request(_ days: Int) {
        ticket += 1
        let mine = ticket
        pending = days
        outcomeMessage = nil
        show()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.stopped, self.pending != nil, self.ticket == mine else { return }
            self.pending = nil
            switch result {
            case .success(let receipt): self.outcomeMessage = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays): self.outcomeMessage = "The library's rules changed: pick a shorter loan."
            case .failure(.unavailable): self.outcomeMessage = "Someone else has this book right now."
            }
            self.show()
        }
    }

    private func show() {
        let busy = pending != nil
        let message = awaitingConfirmation ? "Confirm a loan of \(text) days." : (validationMessage ?? outcomeMessage)
        view?.display(BorrowFrame(
            durationText: text,
            isBusy: busy,
            canSubmit: parsedDays != nil && !busy && !awaitingConfirmation,
            message: message,
            phase: awaitingConfirmation ? .confirming : .editing
        ))
    }
}
