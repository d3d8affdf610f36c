// Alternative (correct): the form is one enum; every transition is a switch on it, and the frame
// is derived from it. Requests are told apart by a number carried in the `.sending` state. A
// cancelled prompt says so ("Not confirmed"), a freedom the brief grants.
import Foundation

final class BorrowPresenter {
    private enum State {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(days: Int, request: Int)
        case ended
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var state = State.editing(message: nil)
    private var requests = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if case .ended = state { return }
        self.view = view
        draw()
    }

    func durationChanged(_ text: String) {
        switch state {
        case .editing, .confirming: break
        case .sending, .ended: return
        }
        self.text = text
        state = .editing(message: nil)
        draw()
    }

    func submit() {
        guard case .editing = state else { return }
        guard let days = allowedDays(in: text) else {
            state = .editing(message: "A loan lasts from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound) days.")
            draw()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            state = .confirming(days: days)
            draw()
        } else {
            start(days)
        }
    }

    func confirm() {
        guard case let .confirming(days) = state else { return }
        start(days)
    }

    func cancelConfirmation() {
        guard case .confirming = state else { return }
        state = .editing(message: "Not confirmed: nothing was borrowed.")
        draw()
    }

    func stop() {
        state = .ended
        view = nil
    }

    private func start(_ days: Int) {
        requests += 1
        let request = requests
        state = .sending(days: days, request: request)
        draw()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, with: result)
        }
    }

    private func finish(_ request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard case let .sending(_, current) = state, current == request else { return }
        switch result {
        case let .success(receipt):
            state = .editing(message: "You have it for \(receipt.days) days.")
        case .failure(.invalidDays):
            state = .editing(message: "The library changed its rules: that many days is no longer allowed.")
        case .failure(.unavailable):
            state = .editing(message: "Someone else has this book.")
        }
        draw()
    }

    private func allowedDays(in text: String) -> Int? {
        Int(text).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func draw() {
        let frame: BorrowFrame
        switch state {
        case let .editing(message):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: allowedDays(in: text) != nil, message: message)
        case let .confirming(days):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: "Borrow it for \(days) days?", phase: .confirming)
        case .sending:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        case .ended:
            return
        }
        view?.display(frame)
    }
}
