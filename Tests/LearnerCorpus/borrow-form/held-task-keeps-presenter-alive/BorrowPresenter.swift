import Foundation

/// Resumes a continuation at most once: the library may call back twice.
private final class OnceResumer<Value> {
    private var continuation: CheckedContinuation<Value, Never>?
    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }
    func resume(_ value: Value) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}

extension Borrowing {
    func borrow(bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            let once = OnceResumer(continuation)
            borrow(bookID: bookID, days: days) { once.resume($0) }
        }
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var phase = BorrowPhase.editing
    private var daysToConfirm: Int?
    private var stopped = false
    private var currentRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !stopped, !isBusy else { return }
        durationText = text
        message = nil
        phase = .editing
        daysToConfirm = nil
        render()
    }

    func submit() {
        guard !stopped, !isBusy, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Please pick 1–14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            daysToConfirm = days
            message = "Confirm borrowing for \(days) days."
            render()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard !stopped, !isBusy, phase == .confirming, let days = daysToConfirm else { return }
        phase = .editing
        daysToConfirm = nil
        borrow(days)
    }

    func cancelConfirmation() {
        guard !stopped, phase == .confirming else { return }
        phase = .editing
        daysToConfirm = nil
        message = nil
        render()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private func borrow(_ days: Int) {
        currentRequest += 1
        let request = currentRequest
        isBusy = true
        message = nil
        render()
        Task { @MainActor in
            guard !stopped else { return }
            let result = await borrowing.borrow(bookID: bookID, days: days)
            guard !stopped, isBusy, request == currentRequest else { return }
            isBusy = false
            switch result {
            case .success(let receipt): message = "Borrowed: \(receipt.days) days."
            case .failure(.invalidDays): message = "Not allowed for that many days any more."
            case .failure(.unavailable): message = "Not available."
            }
            render()
        }
    }

    private func render() {
        let valid = Int(durationText).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view?.display(BorrowFrame(durationText: durationText, isBusy: isBusy,
                                  canSubmit: valid && !isBusy && phase == .editing,
                                  message: message, phase: phase))
    }
}
