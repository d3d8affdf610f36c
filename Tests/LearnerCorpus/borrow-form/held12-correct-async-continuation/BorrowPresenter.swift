// The borrowing form's presenter, main-actor code that awaits the library in a task.
// `Borrowing` is a callback API, so it is wrapped in a continuation that can be resumed only once:
// a library that calls back twice cannot resume it a second time.
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Phase: Equatable {
        case editing
        case confirming(days: Int)
        case busy(request: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var phase: Phase = .editing
    private var text = "14"
    private var message: String?
    private var requestCount = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard phase != .stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch phase {
        case .stopped, .busy:
            return
        case .editing, .confirming:
            phase = .editing
            self.text = text
            message = nil
            render()
        }
    }

    func submit() {
        guard phase == .editing else { return }
        guard let days = Self.days(from: text) else {
            message = "“\(text)” is not a loan the library offers: type a whole number of days from 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming(days: days)
            render()
        } else {
            request(days: days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = phase else { return }
        request(days: days)
    }

    func cancelConfirmation() {
        guard case .confirming = phase else { return }
        phase = .editing
        message = "Not confirmed."
        render()
    }

    func stop() {
        phase = .stopped
        view = nil
    }

    // MARK: - The request

    private func request(days: Int) {
        requestCount += 1
        let request = requestCount
        phase = .busy(request: request)
        message = nil
        render()

        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { [weak self] in
            let result = await Self.borrow(with: borrowing, bookID: bookID, days: days)
            self?.finish(request: request, result: result)
        }
    }

    private func finish(request: Int, result: Result<LoanReceipt, BorrowFailure>) {
        guard phase == .busy(request: request) else { return }
        phase = .editing
        switch result {
        case .success(let receipt):
            message = "You have borrowed the book for \(receipt.days) day\(receipt.days == 1 ? "" : "s")."
        case .failure(.invalidDays):
            message = "The library changed its rules: that many days is no longer allowed."
        case .failure(.unavailable):
            message = "Sorry, the book has just been borrowed by someone else."
        }
        render()
    }

    private static func borrow(with borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            borrowing.borrow(bookID: bookID, days: days) { result in
                once.resume(returning: result)
            }
        }
    }

    // MARK: - Drawing

    private func render() {
        guard let view else { return }
        switch phase {
        case .stopped:
            return
        case .busy:
            view.display(BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil))
        case .confirming(let days):
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                     message: "\(days) days is a long loan. Please confirm.", phase: .confirming))
        case .editing:
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.days(from: text) != nil, message: message))
        }
    }

    private static func days(from text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }
}

/// Resumes its continuation at most once; later calls are dropped.
private final class ResumeOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: value)
    }
}
