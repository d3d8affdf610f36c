// The borrowing form's presenter: a main-actor state machine. The service's callback is awaited
// through a continuation that a second reply can never reach; each request has a number, so only
// the current request's reply counts. Invalid text is explained as it is typed; spaces around a
// number are trimmed; cancelling the prompt says "Not confirmed".
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Phase {
        case editing(outcome: String?)
        case confirming(days: Int)
        case busy(request: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var phase = Phase.editing(outcome: nil)
    private var lastRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if case .stopped = phase { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch phase {
        case .stopped, .busy:
            return
        case .editing, .confirming:
            self.text = text
            phase = .editing(outcome: nil)
            render()
        }
    }

    func submit() {
        guard case .editing = phase else { return }
        guard let days = Self.days(in: text) else {
            phase = .editing(outcome: nil)
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming(days: days)
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = phase else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard case .confirming = phase else { return }
        phase = .editing(outcome: "Not confirmed. Change the duration or submit again.")
        render()
    }

    func stop() {
        phase = .stopped
        view = nil
    }

    // MARK: - Requests

    private func send(_ days: Int) {
        lastRequest += 1
        let request = lastRequest
        phase = .busy(request: request)
        render()
        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { [weak self] in
            guard self?.isWaiting(for: request) == true else { return }
            let result = await Self.borrow(using: borrowing, bookID: bookID, days: days)
            self?.finish(request, with: result)
        }
    }

    private func isWaiting(for request: Int) -> Bool {
        if case .busy(request) = phase { return true }
        return false
    }

    private func finish(_ request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard isWaiting(for: request) else { return }
        switch result {
        case .success(let receipt):
            phase = .editing(outcome: "Borrowed for \(receipt.days) days. Enjoy the book!")
        case .failure(.invalidDays):
            phase = .editing(outcome: "The library no longer lends for that long. Choose fewer days.")
        case .failure(.unavailable):
            phase = .editing(outcome: "Someone else has this book right now.")
        }
        render()
    }

    private static func borrow(using borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            var resumed = false
            borrowing.borrow(bookID: bookID, days: days) { result in
                guard !resumed else { return }
                resumed = true
                continuation.resume(returning: result)
            }
        }
    }

    // MARK: - Drawing

    private static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), LoanPolicy.allowedDays.contains(days) else {
            return nil
        }
        return days
    }

    private static func explanation(for text: String) -> String {
        let range = LoanPolicy.allowedDays
        return "Enter a whole number of days from \(range.lowerBound) to \(range.upperBound)."
    }

    private func render() {
        let valid = Self.days(in: text) != nil
        let frame: BorrowFrame
        switch phase {
        case .stopped:
            return
        case .editing(let outcome):
            frame = BorrowFrame(
                durationText: text, isBusy: false, canSubmit: valid,
                message: outcome ?? (valid ? nil : Self.explanation(for: text))
            )
        case .confirming(let days):
            frame = BorrowFrame(
                durationText: text, isBusy: false, canSubmit: false,
                message: "Borrow this book for \(days) days? Please confirm.", phase: .confirming
            )
        case .busy:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
        view?.display(frame)
    }
}
