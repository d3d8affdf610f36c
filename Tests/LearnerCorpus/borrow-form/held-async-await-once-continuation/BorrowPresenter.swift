import Foundation

/// The library's callback as one awaited value. The callback may come twice; only the first
/// resumes the continuation.
private func borrowOnce(_ borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
    final class Gate {
        var continuation: CheckedContinuation<Result<LoanReceipt, BorrowFailure>, Never>?
    }
    let gate = Gate()
    return await withCheckedContinuation { continuation in
        gate.continuation = continuation
        borrowing.borrow(bookID: bookID, days: days) { result in
            let waiting = gate.continuation
            gate.continuation = nil
            waiting?.resume(returning: result)
        }
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var busy = false
    private var phase = BorrowPhase.editing
    private var promptDays: Int?
    private var stopped = false
    private var number = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        publish()
    }

    func durationChanged(_ text: String) {
        guard !stopped, !busy else { return }
        durationText = text
        message = nil
        phase = .editing
        promptDays = nil
        publish()
    }

    func submit() {
        guard !stopped, !busy, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Enter 1 to 14 days."
            publish()
            return
        }
        guard days > LoanPolicy.confirmationAbove else { return request(days) }
        phase = .confirming
        promptDays = days
        message = "\(days) days: are you sure?"
        publish()
    }

    func confirm() {
        guard !stopped, !busy, phase == .confirming, let days = promptDays else { return }
        promptDays = nil
        phase = .editing
        request(days)
    }

    func cancelConfirmation() {
        guard !stopped, phase == .confirming else { return }
        promptDays = nil
        phase = .editing
        message = "Not confirmed"
        publish()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private func request(_ days: Int) {
        number += 1
        let mine = number
        busy = true
        message = nil
        publish()
        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { @MainActor [weak self] in
            // Ask only if the feature still runs; never hold the presenter while waiting.
            guard self?.stopped == false else { return }
            let result = await borrowOnce(borrowing, bookID: bookID, days: days)
            self?.finish(mine, result)
        }
    }

    private func finish(_ mine: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard !stopped, busy, mine == number else { return }
        busy = false
        if case .success(let receipt) = result {
            message = "Borrowed for \(receipt.days) days"
        } else if result == .failure(.invalidDays) {
            message = "Days not allowed by the library"
        } else {
            message = "Book unavailable"
        }
        publish()
    }

    private func publish() {
        let valid = Int(durationText).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view?.display(BorrowFrame(durationText: durationText, isBusy: busy,
                                  canSubmit: valid && !busy && phase == .editing,
                                  message: message, phase: phase))
    }
}
