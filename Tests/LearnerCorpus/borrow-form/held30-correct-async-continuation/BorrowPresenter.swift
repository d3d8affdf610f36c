// The borrowing form's presenter: main-actor isolated; each request is awaited in a task.
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Phase {
        case idle(message: String?)
        case awaitingConfirmation(days: Int)
        case inFlight(UUID)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var phase: Phase = .idle(message: nil)
    private var isStopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !isStopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped else { return }
        if case .inFlight = phase { return }
        self.text = text
        // The form explains invalid text as it is typed: the message depends on the text alone.
        phase = .idle(message: Self.problem(with: text))
        render()
    }

    func submit() {
        guard !isStopped, case .idle = phase else { return }
        guard let days = Self.days(in: text) else {
            phase = .idle(message: Self.problem(with: text))
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .awaitingConfirmation(days: days)
            render()
        } else {
            start(days: days)
        }
    }

    func confirm() {
        guard !isStopped, case .awaitingConfirmation(let days) = phase else { return }
        start(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, case .awaitingConfirmation = phase else { return }
        phase = .idle(message: "Loan not confirmed.")
        render()
    }

    func stop() {
        isStopped = true
        view = nil
    }

    // MARK: - Request

    private func start(days: Int) {
        let id = UUID()
        phase = .inFlight(id)
        render()
        Task { [weak self, borrowing, bookID] in
            let result = await Self.borrow(borrowing, bookID: bookID, days: days)
            self?.receive(result, for: id)
        }
    }

    /// The library's callback as one awaited value. It promises one reply, but a second one
    /// must not resume the continuation again.
    private static func borrow(_ borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            let once = Once()
            borrowing.borrow(bookID: bookID, days: days) { result in
                guard once.claim() else { return }
                continuation.resume(returning: result)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for id: UUID) {
        guard !isStopped, case .inFlight(let current) = phase, current == id else { return }
        switch result {
        case .success(let receipt):
            phase = .idle(message: "You have this book for \(receipt.days) days.")
        case .failure(.invalidDays):
            phase = .idle(message: "The library's rules changed: that loan is too long now.")
        case .failure(.unavailable):
            phase = .idle(message: "This book is out. Try again later.")
        }
        render()
    }

    // MARK: - Rules and drawing

    private static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)),
              LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func problem(with text: String) -> String? {
        days(in: text) == nil ? "Choose between 1 and 14 whole days." : nil
    }

    private func render() {
        guard !isStopped, let view else { return }
        let frame: BorrowFrame
        switch phase {
        case .idle(let message):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.days(in: text) != nil, message: message)
        case .awaitingConfirmation(let days):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: "Borrow for \(days) days? Tap Confirm.", phase: .confirming)
        case .inFlight:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
        view.display(frame)
    }
}

/// Lets exactly one caller through.
private final class Once {
    private var claimed = false
    func claim() -> Bool {
        if claimed { return false }
        claimed = true
        return true
    }
}
