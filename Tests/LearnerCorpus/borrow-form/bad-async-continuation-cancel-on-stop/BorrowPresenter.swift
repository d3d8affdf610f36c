import Foundation

/// Awaits the service through a continuation; stop() cancels the task in flight.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var phase = BorrowPhase.editing
    private var task: Task<Void, Never>?
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
        durationText = text
        message = nil
        phase = .editing
        render()
    }

    func submit() {
        guard !isStopped, task == nil, phase == .editing else { return }
        guard let days = allowedDays() else {
            message = "Only 1 to 14 days are possible."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            message = "Please confirm the \(days)-day loan."
            render()
            return
        }
        start(days)
    }

    func confirm() {
        guard !isStopped, task == nil, phase == .confirming, let days = allowedDays() else { return }
        phase = .editing
        start(days)
    }

    func cancelConfirmation() {
        guard !isStopped, phase == .confirming else { return }
        phase = .editing
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        task?.cancel()
        task = nil
        view = nil
    }

    private func allowedDays() -> Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func start(_ days: Int) {
        message = nil
        let borrowing = self.borrowing
        let bookID = self.bookID
        var current: Task<Void, Never>!
        current = Task { @MainActor [weak self] in
            let result = await Self.borrow(borrowing, bookID: bookID, days: days)
            guard let self, !Task.isCancelled, self.task == current else { return }
            self.task = nil
            switch result {
            case .success(let receipt): self.message = "Loan confirmed for \(receipt.days) days."
            case .failure(.invalidDays): self.message = "This duration is not permitted any more."
            case .failure(.unavailable): self.message = "The book is currently unavailable."
            }
            self.render()
        }
        task = current
        render()
    }

    /// The callback API as an async call. The continuation is resumed at most once: a service that
    /// calls back twice reaches it only the first time.
    private static func borrow(_ borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            var resumed = false
            borrowing.borrow(bookID: bookID, days: days) { result in
                guard !resumed else { return }
                resumed = true
                continuation.resume(returning: result)
            }
        }
    }

    private func render() {
        let busy = task != nil
        view?.display(BorrowFrame(durationText: durationText,
                                  isBusy: busy,
                                  canSubmit: !busy && phase == .editing && allowedDays() != nil,
                                  message: message,
                                  phase: phase))
    }
}
