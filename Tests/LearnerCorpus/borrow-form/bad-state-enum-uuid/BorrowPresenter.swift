import Foundation

/// The form as a small state machine; every render is derived from `state` and the text.
final class BorrowPresenter {
    private enum State: Equatable {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(request: UUID)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var state = State.editing(message: nil)

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if state == .stopped { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        if state == .stopped { return }
        self.text = text
        if case .sending = state {
            render()
            return
        }
        state = .editing(message: nil)
        render()
    }

    func submit() {
        guard case .editing = state else { return }
        guard let days = parsedDays() else {
            state = .editing(message: "Please enter a number of days from 1 to 14.")
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            state = .confirming(days: days)
            render()
        } else {
            start(days: days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = state else { return }
        start(days: days)
    }

    func cancelConfirmation() {
        guard case .confirming = state else { return }
        state = .editing(message: nil)
        render()
    }

    func stop() {
        state = .stopped
        view = nil
    }

    private func parsedDays() -> Int? {
        Int(text).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func start(days: Int) {
        let request = UUID()
        state = .sending(request: request)
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, with: result)
        }
    }

    private func finish(_ request: UUID, with result: Result<LoanReceipt, BorrowFailure>) {
        guard state == .sending(request: request) else { return }
        let message: String
        switch result {
        case .success(let receipt): message = "Done! The book is yours for \(receipt.days) days."
        case .failure(.invalidDays): message = "That loan length isn't allowed any more."
        case .failure(.unavailable): message = "Someone else has this book."
        }
        state = .editing(message: message)
        render()
    }

    private func render() {
        let frame: BorrowFrame
        switch state {
        case .editing(let message):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: parsedDays() != nil, message: message)
        case .confirming(let days):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: "Loans over \(LoanPolicy.confirmationAbove) days need a confirmation: borrow for \(days) days?",
                                phase: .confirming)
        case .sending:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        case .stopped:
            return
        }
        view?.display(frame)
    }
}
