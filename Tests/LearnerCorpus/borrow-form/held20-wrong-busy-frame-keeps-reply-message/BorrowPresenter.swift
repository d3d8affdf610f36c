// The borrowing form's presenter. State lives in one struct; render() draws it whole. Replies are
// delivered on the main queue (DispatchQueue.main.async), so a library that answers inside borrow()
// is handled exactly like one that answers later; each request carries its own number.
import Foundation

@MainActor
final class BorrowPresenter {
    private struct State {
        var text = "14"
        var message: String?
        var isBusy = false
        var isConfirming = false
        var isStopped = false
        var request = 0
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = State()

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !state.isStopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !state.isStopped, !state.isBusy else { return }
        state.text = text
        state.message = nil          // an edit clears whatever the last message was
        state.isConfirming = false   // and withdraws a prompt
        render()
    }

    func submit() {
        guard !state.isStopped, !state.isBusy, !state.isConfirming else { return }
        guard let days = Self.days(in: state.text) else {
            state.message = "Loans are 1 to 14 whole days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            state.isConfirming = true
            state.message = nil      // the prompt brings its own words
            render()
        } else {
            request(days: days)
        }
    }

    func confirm() {
        guard !state.isStopped, state.isConfirming, let days = Self.days(in: state.text) else { return }
        state.isConfirming = false
        request(days: days)
    }

    func cancelConfirmation() {
        guard !state.isStopped, state.isConfirming else { return }
        state.isConfirming = false
        render()
    }

    func stop() {
        state.isStopped = true
        view = nil
    }

    private func request(days: Int) {
        state.request += 1
        let number = state.request
        state.isBusy = true
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.receive(result, for: number)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for number: Int) {
        guard !state.isStopped, state.isBusy, number == state.request else { return }
        state.isBusy = false
        switch result {
        case .success(let receipt):
            state.message = "You have borrowed the book for \(receipt.days) days."
        case .failure(.invalidDays):
            state.message = "The library changed its rules: that many days is no longer allowed."
        case .failure(.unavailable):
            state.message = "Someone else has borrowed this book."
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        if state.isConfirming {
            frame = BorrowFrame(durationText: state.text, isBusy: false, canSubmit: false,
                                message: "Borrow for \(state.text) days? Please confirm.", phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: state.text, isBusy: state.isBusy,
                                canSubmit: !state.isBusy && Self.days(in: state.text) != nil,
                                message: state.message)
        }
        view?.display(frame)
    }

    private static func days(in text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }
}
