import Foundation

/// Everything the form shows, as one value; the frame is computed from it.
private struct FormState {
    var text = "14"
    var message: String?
    var busy = false
    var confirming: Int?

    var days: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    var frame: BorrowFrame {
        BorrowFrame(
            durationText: text,
            isBusy: busy,
            canSubmit: days != nil && !busy && confirming == nil,
            message: message,
            phase: confirming == nil ? .editing : .confirming
        )
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = FormState()
    private var stopped = false
    private var requestToken = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        view.display(state.frame)
    }

    /// The field stays live while a request runs; the request keeps the days it was sent with.
    func durationChanged(_ text: String) {
        guard !stopped else { return }
        state.text = text
        if !state.busy {
            state.message = nil
        }
        state.confirming = nil
        render()
    }

    func submit() {
        guard !stopped, !state.busy, state.confirming == nil else { return }
        guard let days = state.days else {
            state.message = "That is not a valid number of days (1–14)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            state.confirming = days
            state.message = "Please confirm: \(days) days."
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !stopped, !state.busy, let days = state.confirming else { return }
        state.confirming = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !stopped, state.confirming != nil else { return }
        state.confirming = nil
        state.message = nil
        render()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private func send(_ days: Int) {
        requestToken += 1
        let token = requestToken
        state.busy = true
        state.message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            Task { @MainActor [weak self] in
                self?.receive(result, token: token)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, token: Int) {
        guard !stopped, state.busy, token == requestToken else { return }
        state.busy = false
        switch result {
        case .success(let receipt): state.message = "Borrowed (\(receipt.days) days)."
        case .failure(.invalidDays): state.message = "This duration is no longer permitted."
        case .failure(.unavailable): state.message = "This book is unavailable."
        }
        render()
    }

    private func render() {
        view?.display(state.frame)
    }
}
