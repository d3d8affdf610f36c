// The borrowing form's presenter.
//
// One request at a time: `isBusy` is set before the service is asked (so a reply that comes back
// inside `borrow` finds the form already busy), taps while busy are ignored, and a reply that
// comes while the form is not waiting for one (a duplicate, or one after stop()) is dropped.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var isConfirming = false
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
        guard !isStopped, !isBusy else { return }
        durationText = text
        isConfirming = false
        message = nil
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, !isConfirming else { return }
        guard let days = validDays else {
            message = "Please enter a whole number of days between \(LoanPolicy.allowedDays.lowerBound) and \(LoanPolicy.allowedDays.upperBound)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isConfirming = true
            message = "Borrow for \(days) days? Tap Confirm to continue."
            render()
            return
        }
        send(days: days)
    }

    func confirm() {
        guard !isStopped, isConfirming, let days = validDays else { return }
        isConfirming = false
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        isBusy = false
        isConfirming = false
        view = nil
    }

    private func send(days: Int) {
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result)
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>) {
        // Only a reply we are waiting for counts: a duplicate finds the form idle.
        guard isBusy, !isStopped else { return }
        isBusy = false
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

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func render() {
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: !isBusy && !isConfirming && validDays != nil,
            message: message,
            phase: isConfirming ? .confirming : .editing
        ))
    }
}
