// The borrowing form's presenter: one state value, one render, one request at a time.
import Foundation

final class BorrowPresenter {
    private enum Step: Equatable {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(request: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var step = Step.editing(message: nil)
    private var lastRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard step != .stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch step {
        case .sending, .stopped:
            return
        case .editing, .confirming:
            self.text = text
            step = .editing(message: nil)
            render()
        }
    }

    func submit() {
        guard case .editing = step else { return }
        guard let days = Self.validDays(text) else {
            step = .editing(message: "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound).")
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            step = .confirming(days: days)
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = step else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard case .confirming = step else { return }
        step = .editing(message: "Not confirmed.")
        render()
    }

    func stop() {
        step = .stopped
        view = nil
    }

    private func send(_ days: Int) {
        lastRequest += 1
        let request = lastRequest
        step = .sending(request: request)
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, result)
        }
    }

    private func finish(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard step == .sending(request: request) else { return }
        step = .editing(message: Self.message(for: result))
        render()
    }

    private func render() {
        guard let view else { return }
        view.display(frame())
    }

    private func frame() -> BorrowFrame {
        switch step {
        case .editing(let message):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.validDays(text) != nil, message: message)
        case .confirming(let days):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Borrow for \(days) days? Please confirm.", phase: .confirming)
        case .stopped:
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: nil)
        case .sending:
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
    }

    private static func validDays(_ text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): return "The library no longer allows that many days. Choose fewer."
        case .failure(.unavailable): return "Someone else has this book right now."
        }
    }
}
