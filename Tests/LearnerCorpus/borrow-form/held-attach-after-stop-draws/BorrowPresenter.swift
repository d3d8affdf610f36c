import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var busy = false
    private var confirmingDays: Int?
    private var stopped = false
    private var generation = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    /// Shows the form as it is now on a (possibly rebuilt) screen.
    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !stopped, !busy else { return }
        durationText = text
        message = nil
        confirmingDays = nil
        render()
    }

    func submit() {
        guard !stopped, !busy, confirmingDays == nil else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "A loan lasts 1 to 14 days."
            render()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            confirmingDays = days
            message = "Please confirm a loan of \(days) days."
            render()
            return
        }
        start(days)
    }

    func confirm() {
        guard !stopped, !busy, let days = confirmingDays else { return }
        confirmingDays = nil
        start(days)
    }

    func cancelConfirmation() {
        guard !stopped, confirmingDays != nil else { return }
        confirmingDays = nil
        message = nil
        render()
    }

    /// Logout: drop the screen; nothing reaches it any more.
    func stop() {
        stopped = true
        view = nil
    }

    private func start(_ days: Int) {
        generation += 1
        let ticket = generation
        busy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.stopped, self.busy, self.generation == ticket else { return }
            self.busy = false
            switch result {
            case .success(let receipt): self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays): self.message = "The library's loan rules changed; pick fewer days."
            case .failure(.unavailable): self.message = "This book is out at the moment."
            }
            self.render()
        }
    }

    private func render() {
        let valid = Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
        let confirming = confirmingDays != nil
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: busy,
            canSubmit: valid && !busy && !confirming,
            message: message,
            phase: confirming ? .confirming : .editing
        ))
    }
}
