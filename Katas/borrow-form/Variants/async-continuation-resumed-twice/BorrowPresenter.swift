// Near miss (mutant): async/await, correct but for the wrapper, which trusts the service to call
// back once: a duplicate reply resumes the continuation a second time and the app traps.
import Foundation

/// The service as an async call. The slip: a service that calls back twice resumes the
/// continuation twice, which traps.
@MainActor
private func borrowResult(from service: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
    await withCheckedContinuation { continuation in
        service.borrow(bookID: bookID, days: days) { continuation.resume(returning: $0) }
    }
}

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var input = "14"
    private var message: String?
    private var phase = BorrowPhase.editing
    private var current: UUID?
    private var live = true

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard live else { return }
        self.view = view
        show()
    }

    func durationChanged(_ text: String) {
        guard live, current == nil else { return }
        input = text
        message = nil
        phase = .editing
        show()
    }

    func submit() {
        guard live, current == nil, phase == .editing else { return }
        guard let days = Int(input), LoanPolicy.allowedDays.contains(days) else {
            message = "Days must be a whole number from 1 to 14."
            show()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            message = "\(days) days is a long loan. Confirm?"
            show()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard live, current == nil, phase == .confirming, let days = Int(input) else { return }
        phase = .editing
        borrow(days)
    }

    func cancelConfirmation() {
        guard live, phase == .confirming else { return }
        phase = .editing
        message = nil
        show()
    }

    func stop() {
        live = false
        view = nil
    }

    private func borrow(_ days: Int) {
        let id = UUID()
        current = id
        message = nil
        show()
        Task { [weak self, borrowing, bookID] in
            let result = await borrowResult(from: borrowing, bookID: bookID, days: days)
            guard let self, self.live, self.current == id else { return }
            self.current = nil
            switch result {
            case let .success(receipt): self.message = "Borrowed: \(receipt.days) days."
            case .failure(.invalidDays): self.message = "The allowed loan length changed."
            case .failure(.unavailable): self.message = "The book is already out."
            }
            self.show()
        }
    }

    private func show() {
        let busy = current != nil
        let valid = Int(input).map(LoanPolicy.allowedDays.contains) ?? false
        view?.display(BorrowFrame(durationText: input, isBusy: busy, canSubmit: valid && !busy && phase == .editing,
                                  message: message, phase: phase))
    }
}
