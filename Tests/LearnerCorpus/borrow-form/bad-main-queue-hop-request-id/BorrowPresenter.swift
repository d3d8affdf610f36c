import Foundation

/// Replies are handled on the main queue, whatever thread the service called back on.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var busy = false
    private var confirming = false
    private var stopped = false
    private var requestID = 0

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
        guard !stopped else { return }
        durationText = text
        message = nil
        confirming = false
        render()
    }

    func submit() {
        guard !stopped, !busy, !confirming else { return }
        guard let days = days else {
            message = "Enter 1–14 days."
            render()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            confirming = true
            message = "Confirm a loan of \(days) days."
            render()
            return
        }
        request(days)
    }

    func confirm() {
        guard !stopped, confirming, !busy, let days = days else { return }
        confirming = false
        request(days)
    }

    func cancelConfirmation() {
        guard !stopped, confirming else { return }
        confirming = false
        message = "Not confirmed."
        render()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private var days: Int? {
        guard let value = Int(durationText), LoanPolicy.allowedDays.contains(value) else { return nil }
        return value
    }

    private func request(_ days: Int) {
        requestID += 1
        let id = requestID
        busy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result, for: id)
            }
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, for id: Int) {
        guard !stopped, busy, id == requestID else { return }
        busy = false
        switch result {
        case .success(let receipt): message = "You borrowed the book for \(receipt.days) days."
        case .failure(.invalidDays): message = "The allowed loan length has changed. Pick another duration."
        case .failure(.unavailable): message = "Sorry, the book is unavailable."
        }
        render()
    }

    private func render() {
        view?.display(BorrowFrame(durationText: durationText,
                                  isBusy: busy,
                                  canSubmit: !busy && !confirming && days != nil,
                                  message: message,
                                  phase: confirming ? .confirming : .editing))
    }
}
