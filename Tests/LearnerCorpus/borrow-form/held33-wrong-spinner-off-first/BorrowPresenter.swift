// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isConfirming = false
    /// The number of the request in flight, if any.
    private var pendingRequest: Int?
    private var requestCounter = 0
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
        guard !isStopped, pendingRequest == nil else { return }
        durationText = text
        message = nil
        isConfirming = false
        render()
    }

    func submit() {
        guard !isStopped, pendingRequest == nil, !isConfirming else { return }
        guard let days = validDays else {
            message = "Enter a number of days between 1 and 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isConfirming = true
            message = "That's a \(days)-day loan. Tap Confirm to borrow it."
            render()
        } else {
            startRequest(days: days)
        }
    }

    func confirm() {
        guard !isStopped, isConfirming, pendingRequest == nil, let days = validDays else { return }
        isConfirming = false
        startRequest(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        pendingRequest = nil
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func startRequest(days: Int) {
        requestCounter += 1
        let request = requestCounter
        pendingRequest = request
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handleReply(result, for: request)
        }
    }

    private func handleReply(_ result: Result<LoanReceipt, BorrowFailure>, for request: Int) {
        guard !isStopped, pendingRequest == request else { return }
        pendingRequest = nil
        render()  // stop the spinner first, then tell the user how it went
        switch result {
        case .success(let receipt):
            message = "You borrowed the book for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library doesn't allow that many days any more."
        case .failure(.unavailable):
            message = "This book is out right now."
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        if pendingRequest != nil {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if isConfirming {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
