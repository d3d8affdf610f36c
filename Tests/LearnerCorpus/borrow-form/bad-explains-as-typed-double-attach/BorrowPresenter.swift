import Foundation

/// Explains invalid text while it is typed, trims spaces, draws the attach frame twice (layout
/// pass and first paint), and says "Not confirmed" after a cancelled prompt.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var outcome: String?
    private var busy = false
    private var awaitingConfirmation = false
    private var ended = false
    private var sequence = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if ended { return }
        self.view = view
        render()
        render()
    }

    func durationChanged(_ text: String) {
        if ended { return }
        self.text = text
        outcome = nil
        awaitingConfirmation = false
        render()
    }

    func submit() {
        if ended || busy || awaitingConfirmation { return }
        guard let days = days else {
            render()   // the explanation is already part of the frame
            return
        }
        if days > LoanPolicy.confirmationAbove {
            awaitingConfirmation = true
            render()
        } else {
            go(days)
        }
    }

    func confirm() {
        guard !ended, awaitingConfirmation, !busy, let days = days else { return }
        awaitingConfirmation = false
        go(days)
    }

    func cancelConfirmation() {
        guard !ended, awaitingConfirmation else { return }
        awaitingConfirmation = false
        outcome = "Not confirmed."
        render()
    }

    func stop() {
        ended = true
        view = nil
    }

    private var days: Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Int(trimmed), LoanPolicy.allowedDays.contains(value) else { return nil }
        return value
    }

    private var explanation: String? {
        days == nil ? "Type a whole number of days between 1 and 14." : nil
    }

    private func go(_ days: Int) {
        sequence &+= 1
        let mine = sequence
        busy = true
        outcome = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.ended, self.busy, self.sequence == mine else { return }
            self.busy = false
            switch result {
            case .success(let receipt):
                self.outcome = receipt.days == 1 ? "Borrowed for one day." : "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays):
                self.outcome = "Rejected: the loan policy has changed."
            case .failure(.unavailable):
                self.outcome = "Rejected: the book is out."
            }
            self.render()
        }
    }

    private func render() {
        let frame: BorrowFrame
        if busy {
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        } else if awaitingConfirmation {
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: "Keep it for \(days ?? 0) days? Tap Confirm.", phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: days != nil,
                                message: outcome ?? explanation)
        }
        view?.display(frame)
    }
}
