// The borrowing form's presenter: main-actor isolated; replies are handled on the main queue.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var isSubmitting = false
    private var pendingLongLoan: Int?
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
        guard !stopped, !isSubmitting else { return }
        self.text = text
        message = nil
        pendingLongLoan = nil
        render()
    }

    func submit() {
        guard !stopped, !isSubmitting, pendingLongLoan == nil else { return }
        guard let days = validDays else {
            message = "Enter a number of days from 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            pendingLongLoan = days
            render()
            return
        }
        request(days)
    }

    func confirm() {
        guard !stopped, let days = pendingLongLoan else { return }
        pendingLongLoan = nil
        request(days)
    }

    func cancelConfirmation() {
        guard !stopped, pendingLongLoan != nil else { return }
        pendingLongLoan = nil
        render()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private func request(_ days: Int) {
        isSubmitting = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async {
                self?.complete(with: result)
            }
        }
    }

    private func complete(with result: Result<LoanReceipt, BorrowFailure>) {
        // One reply per request: a reply that comes when nothing is in flight is a duplicate.
        guard !stopped, isSubmitting else { return }
        isSubmitting = false
        switch result {
        case .success(let receipt): message = "Done! The book is yours for \(receipt.days) days."
        case .failure(.invalidDays): message = "That loan is longer than the library allows now."
        case .failure(.unavailable): message = "Sorry, this book has just been borrowed by someone else."
        }
        render()
    }

    private var validDays: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func render() {
        guard !stopped, let view else { return }
        if let days = pendingLongLoan {
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                     message: "Please confirm a loan of \(days) days.", phase: .confirming))
        } else if isSubmitting {
            view.display(BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil))
        } else {
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: validDays != nil, message: message))
        }
    }
}
