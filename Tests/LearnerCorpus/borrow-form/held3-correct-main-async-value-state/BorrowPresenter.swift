// A learner who keeps the whole form in one value and hops with DispatchQueue.main.async.
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Phase: Equatable {
        case editing
        case confirming(days: Int)
        case sending(request: Int)
        case stopped
    }

    private struct Form {
        var text = "14"
        var message: String?
        var phase = Phase.editing
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var form = Form()
    private var lastRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch form.phase {
        case .sending, .stopped:
            return
        case .editing, .confirming:
            form = Form(text: text, message: nil, phase: .editing)
            render()
        }
    }

    func submit() {
        guard form.phase == .editing else { return }
        guard let days = Self.validDays(form.text) else {
            form.message = "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            form.message = "Borrow this book for \(days) days? Please confirm."
            form.phase = .confirming(days: days)
            render()
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = form.phase else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard case .confirming = form.phase else { return }
        form.phase = .editing
        form.message = "Not confirmed."
        render()
    }

    func stop() {
        form.phase = .stopped
        view = nil
    }

    private func send(days: Int) {
        lastRequest += 1
        let request = lastRequest
        form.phase = .sending(request: request)
        form.message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(request: request, with: result)
            }
        }
    }

    private func finish(request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard form.phase == .sending(request: request) else { return }
        form.phase = .editing
        switch result {
        case .success(let receipt):
            form.message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            form.message = "The library does not lend this book for that many days any more."
        case .failure(.unavailable):
            form.message = "Someone else has this book right now."
        }
        render()
    }

    private func render() {
        guard let frame = currentFrame() else { return }
        view?.display(frame)
    }

    private func currentFrame() -> BorrowFrame? {
        switch form.phase {
        case .stopped:
            return nil
        case .sending:
            return BorrowFrame(durationText: form.text, isBusy: true, canSubmit: false, message: nil)
        case .confirming:
            return BorrowFrame(durationText: form.text, isBusy: false, canSubmit: false, message: form.message, phase: .confirming)
        case .editing:
            return BorrowFrame(durationText: form.text, isBusy: false, canSubmit: Self.validDays(form.text) != nil, message: form.message)
        }
    }

    private static func validDays(_ text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }
}
