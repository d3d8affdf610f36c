// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isSubmitting = false
    private var isConfirming = false
    /// The long loan waiting for the user's confirmation.
    private var pendingDays: Int?
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
        guard !isStopped, !isSubmitting else { return }
        durationText = text
        message = nil
        isConfirming = false
        pendingDays = nil
        render()
    }

    func submit() {
        guard !isStopped, !isSubmitting, !isConfirming else { return }
        guard let days = validDays else {
            message = "Enter a whole number of days from 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            pendingDays = days
            isConfirming = true
            message = nil
            render()
            return
        }
        send(days: days)
    }

    func confirm() {
        guard !isStopped, !isSubmitting, isConfirming, let days = pendingDays else { return }
        pendingDays = nil
        isConfirming = false
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        pendingDays = nil
        message = "Not confirmed."
        render()
    }

    func stop() {
        isStopped = true
        isConfirming = false
        pendingDays = nil
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(days: Int) {
        isSubmitting = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(result)
        }
    }

    private func finish(_ result: Result<LoanReceipt, BorrowFailure>) {
        // Only one request is ever in flight (taps while busy are ignored), so a reply that
        // comes while we are not busy is a duplicate and is dropped.
        guard !isStopped, isSubmitting else { return }
        isSubmitting = false
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library does not allow that many days any more."
        case .failure(.unavailable):
            message = "This book is not available right now."
        }
        render()
    }

    private func render() {
        guard !isStopped else { return }
        let frame: BorrowFrame
        if isSubmitting {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if isConfirming {
            frame = BorrowFrame(
                durationText: durationText, isBusy: false, canSubmit: false,
                message: "Borrow for \(pendingDays ?? 0) days? Please confirm.", phase: .confirming
            )
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
