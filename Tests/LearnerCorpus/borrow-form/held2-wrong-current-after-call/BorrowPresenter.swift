// Borrow form presenter.
import Foundation

final class BorrowPresenter {
    private enum Phase { case editing, confirming(Int), busy, stopped }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    private var phase = Phase.editing
    private var currentRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if case .stopped = phase { return }
        self.view = view
        show()
    }

    func durationChanged(_ text: String) {
        switch phase {
        case .busy, .stopped: return
        case .editing, .confirming:
            durationText = text
            message = nil
            phase = .editing
            show()
        }
    }

    func submit() {
        guard case .editing = phase else { return }
        guard let days = validDays else {
            message = "The duration must be a whole number of days between 1 and 14."
            show()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            message = nil
            phase = .confirming(days)
            show()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = phase else { return }
        borrow(days)
    }

    func cancelConfirmation() {
        guard case .confirming = phase else { return }
        phase = .editing
        show()
    }

    func stop() {
        phase = .stopped
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func borrow(_ days: Int) {
        let request = currentRequest + 1
        phase = .busy
        message = nil
        show()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.complete(request, result)
        }
        // The request is the current one once it has been handed to the library.
        currentRequest = request
    }

    private func complete(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard request == currentRequest, case .busy = phase else { return }
        phase = .editing
        switch result {
        case .success(let receipt): message = "You have it for \(receipt.days) days."
        case .failure(.invalidDays): message = "The library's rules changed: pick fewer days."
        case .failure(.unavailable): message = "Sorry, the book is taken."
        }
        show()
    }

    private func show() {
        guard let view else { return }
        switch phase {
        case .busy:
            view.display(BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil))
        case .confirming(let days):
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                     message: "Borrow it for \(days) days?", phase: .confirming))
        case .editing, .stopped:
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message))
        }
    }
}
