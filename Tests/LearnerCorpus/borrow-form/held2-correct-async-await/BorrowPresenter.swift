import Foundation

/// Lets a completion through once: the library promised one reply, but a second must not resume
/// a continuation that already ran.
private final class FirstReplyOnly {
    private var used = false

    func take() -> Bool {
        if used { return false }
        used = true
        return true
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var pendingRequest: UUID?
    private var daysAwaitingConfirmation: Int?
    private var isStopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if isStopped { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        if isStopped || pendingRequest != nil { return }
        durationText = text
        message = nil
        daysAwaitingConfirmation = nil
        render()
    }

    func submit() {
        if isStopped || pendingRequest != nil || daysAwaitingConfirmation != nil { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "A loan is 1 to 14 whole days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            daysAwaitingConfirmation = days
            message = nil
            render()
            return
        }
        request(days: days)
    }

    func confirm() {
        guard !isStopped, let days = daysAwaitingConfirmation else { return }
        daysAwaitingConfirmation = nil
        request(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, daysAwaitingConfirmation != nil else { return }
        daysAwaitingConfirmation = nil
        render()
    }

    func stop() {
        isStopped = true
        pendingRequest = nil
        daysAwaitingConfirmation = nil
        view = nil
    }

    // MARK: - Requests

    private func request(days: Int) {
        let token = UUID()
        pendingRequest = token
        message = nil
        render()
        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { @MainActor [weak self] in
            let result = await Self.borrow(borrowing, bookID: bookID, days: days)
            self?.receive(result, for: token)
        }
    }

    private static func borrow(_ borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            let gate = FirstReplyOnly()
            borrowing.borrow(bookID: bookID, days: days) { result in
                guard gate.take() else { return }
                continuation.resume(returning: result)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for token: UUID) {
        guard !isStopped, pendingRequest == token else { return }
        pendingRequest = nil
        switch result {
        case .success(let receipt):
            message = "Enjoy your book: it is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library changed its rules: that many days is no longer allowed."
        case .failure(.unavailable):
            message = "This book is out. Try again later."
        }
        render()
    }

    // MARK: - Drawing

    private func render() {
        view?.display(currentFrame())
    }

    private func currentFrame() -> BorrowFrame {
        if pendingRequest != nil {
            return BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
        if let days = daysAwaitingConfirmation {
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                               message: "\(days) days is a long loan. Confirm?", phase: .confirming)
        }
        let valid = Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
        return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: valid, message: message)
    }
}
