// The borrowing form's presenter: one enum says where the form is; every frame is derived from it.
import Foundation

final class BorrowPresenter {
    private enum Stage {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(request: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var stage = Stage.editing(message: nil)
    private var requestsSent = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if case .stopped = stage { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch stage {
        case .stopped, .sending:
            return
        case .editing, .confirming:
            durationText = text
            move(to: .editing(message: nil))
        }
    }

    func submit() {
        guard case .editing = stage else { return }
        guard let days = Self.validDays(durationText) else {
            move(to: .editing(message: "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."))
            return
        }
        if days > LoanPolicy.confirmationAbove {
            move(to: .confirming(days: days))
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = stage else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard case .confirming = stage else { return }
        move(to: .editing(message: "Not confirmed."))
    }

    func stop() {
        stage = .stopped
        view = nil
    }

    private func send(days: Int) {
        requestsSent += 1
        let request = requestsSent
        move(to: .sending(request: request))
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, with: result)
        }
    }

    private func finish(_ request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard case .sending(let current) = stage, current == request else { return }
        move(to: .editing(message: Self.message(for: result)))
    }

    private func move(to next: Stage) {
        stage = next
        render()
    }

    private func render() {
        guard let frame = frame() else { return }
        view?.display(frame)
    }

    private func frame() -> BorrowFrame? {
        switch stage {
        case .stopped:
            return nil
        case .editing(let message):
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: Self.validDays(durationText) != nil, message: message)
        case .confirming(let days):
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: "Borrow this book for \(days) days? Please confirm.", phase: .confirming)
        case .sending:
            return BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
    }

    private static func validDays(_ text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): return "The library does not allow that many days any more."
        case .failure(.unavailable): return "Someone else has this book right now."
        }
    }
}
