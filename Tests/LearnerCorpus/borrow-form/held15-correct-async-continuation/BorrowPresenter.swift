// The borrowing form's presenter, on the main actor, with the service's callback wrapped in
// async/await. Each request carries a ticket; only the reply to the ticket the form is waiting
// for is applied. The callback may come twice, or inside `borrow`: a small guard resumes the
// continuation once and drops the rest.
//
// Invalid text is explained as it is typed: the message depends on the text alone, so an edit
// shows the same thing whether or not a submit came before it.
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Step: Equatable {
        case editing
        case confirming(days: Int)
        case waiting(ticket: UUID)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var step = Step.editing
    private var message: String?
    private var hasEnded = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !hasEnded else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !hasEnded, !isWaiting else { return }
        self.text = text
        step = .editing
        message = Self.problem(with: text)
        render()
    }

    func submit() {
        guard !hasEnded, step == .editing else { return }
        switch Self.days(in: text) {
        case .failure(let problem):
            message = problem.text
            render()
        case .success(let days) where days > LoanPolicy.confirmationAbove:
            step = .confirming(days: days)
            message = String(localized: "\(days) days is a long loan. Confirm to borrow.")
            render()
        case .success(let days):
            send(days: days)
        }
    }

    func confirm() {
        guard !hasEnded, case .confirming(let days) = step else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard !hasEnded, case .confirming = step else { return }
        step = .editing
        message = String(localized: "Not confirmed.")
        render()
    }

    func stop() {
        hasEnded = true
        step = .editing
        view = nil
    }

    // MARK: - The request

    private var isWaiting: Bool {
        if case .waiting = step { return true }
        return false
    }

    private func send(days: Int) {
        let ticket = UUID()
        step = .waiting(ticket: ticket)
        message = nil
        render()
        let bookID = bookID
        Task { [weak self] in
            // Nothing is asked if the form moved on (stopped, or closed) before this task ran.
            guard let borrowing = self?.service(stillWaitingFor: ticket) else { return }
            let result = await Self.borrow(with: borrowing, bookID: bookID, days: days)
            self?.finish(ticket: ticket, with: result)
        }
    }

    private func service(stillWaitingFor ticket: UUID) -> (any Borrowing)? {
        guard !hasEnded, step == .waiting(ticket: ticket) else { return nil }
        return borrowing
    }

    private static func borrow(with borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            borrowing.borrow(bookID: bookID, days: days) { result in
                once.resume(with: result)
            }
        }
    }

    private func finish(ticket: UUID, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !hasEnded, step == .waiting(ticket: ticket) else { return }
        step = .editing
        switch result {
        case .success(let receipt):
            message = String(localized: "Done: the book is yours for \(receipt.days) days.")
        case .failure(.invalidDays):
            message = String(localized: "The library changed its rules: that many days is not allowed now.")
        case .failure(.unavailable):
            message = String(localized: "This book is not available at the moment.")
        }
        render()
    }

    // MARK: - Drawing

    private func render() {
        let frame: BorrowFrame
        switch step {
        case .waiting:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
        case .confirming:
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        case .editing:
            let canSubmit = if case .success = Self.days(in: text) { true } else { false }
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: canSubmit, message: message, phase: .editing)
        }
        view?.display(frame)
    }

    // MARK: - Validation

    private struct Problem: Error {
        let text: String
    }

    private static func days(in text: String) -> Result<Int, Problem> {
        guard let days = Int(text) else {
            return .failure(Problem(text: String(localized: "Type the number of days as a whole number.")))
        }
        guard LoanPolicy.allowedDays.contains(days) else {
            return .failure(Problem(text: String(localized: "Loans last from 1 to 14 days.")))
        }
        return .success(days)
    }

    private static func problem(with text: String) -> String? {
        if case .failure(let problem) = days(in: text) { return problem.text }
        return nil
    }
}

/// Resumes a continuation with the first reply only: a service that calls back twice must not
/// resume it again.
private final class ResumeOnce {
    private var continuation: CheckedContinuation<Result<LoanReceipt, BorrowFailure>, Never>?

    init(_ continuation: CheckedContinuation<Result<LoanReceipt, BorrowFailure>, Never>) {
        self.continuation = continuation
    }

    func resume(with result: Result<LoanReceipt, BorrowFailure>) {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(returning: result)
    }
}
