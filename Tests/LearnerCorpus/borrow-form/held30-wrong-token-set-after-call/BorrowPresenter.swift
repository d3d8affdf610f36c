// The borrowing form's presenter: flags for the form, a token per request.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var confirmingDays: Int?
    private var isStopped = false
    /// The request whose reply we are waiting for; replies with another token are stale.
    private var currentRequest: UUID?

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
        message = nil
        confirmingDays = nil
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, confirmingDays == nil else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Please enter between 1 and 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            confirmingDays = days
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !isStopped, !isBusy, let days = confirmingDays else { return }
        confirmingDays = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !isStopped, confirmingDays != nil else { return }
        confirmingDays = nil
        render()
    }

    func stop() {
        isStopped = true
        currentRequest = nil
        view = nil
    }

    private func send(_ days: Int) {
        isBusy = true
        message = nil
        render()
        let request = UUID()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result, for: request)
        }
        currentRequest = request   // the request is out: its reply is the one we wait for
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, for request: UUID) {
        guard !isStopped, request == currentRequest else { return }
        currentRequest = nil
        isBusy = false
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library doesn't allow that many days any more."
        case .failure(.unavailable):
            message = "This book is not available right now."
        }
        render()
    }

    private func render() {
        guard !isStopped, let view else { return }
        let valid = Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
        if let days = confirmingDays {
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                     message: "Borrow for \(days) days?", phase: .confirming))
        } else {
            view.display(BorrowFrame(durationText: durationText, isBusy: isBusy, canSubmit: valid && !isBusy,
                                     message: isBusy ? nil : message))
        }
    }
}
