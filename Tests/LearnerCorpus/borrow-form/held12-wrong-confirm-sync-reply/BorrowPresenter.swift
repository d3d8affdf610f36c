// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private struct Request {
        let id: Int
        let days: Int
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var isConfirming = false
    private var pending: Request?
    private var nextID = 1
    private var stopped = false

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
        guard !stopped, pending == nil else { return }
        self.text = text
        isConfirming = false
        message = nil
        render()
    }

    func submit() {
        guard !stopped, pending == nil, !isConfirming else { return }
        guard let days = validDays() else {
            message = "Please enter between 1 and 14 days (whole days only)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isConfirming = true
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard !stopped, isConfirming, pending == nil, let days = validDays() else { return }
        send(days)
        isConfirming = false
    }

    func cancelConfirmation() {
        guard !stopped, isConfirming else { return }
        isConfirming = false
        message = "Not confirmed."
        render()
    }

    func stop() {
        stopped = true
        pending = nil
        isConfirming = false
        view = nil
    }

    private func validDays() -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(_ days: Int) {
        let request = Request(id: nextID, days: days)
        nextID += 1
        pending = request
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.complete(request, with: result)
        }
    }

    private func complete(_ request: Request, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !stopped, pending?.id == request.id else { return }
        pending = nil
        switch result {
        case .success(let receipt):
            message = "Enjoy! The book is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library's policy changed: \(request.days) days is no longer allowed."
        case .failure(.unavailable):
            message = "Someone else has borrowed this book."
        }
        render()
    }

    private func render() {
        guard !stopped, let view else { return }
        if pending != nil {
            view.display(BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil))
        } else if isConfirming {
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                     message: "Borrow for \(text) days? Please confirm.", phase: .confirming))
        } else {
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: validDays() != nil, message: message))
        }
    }
}
