import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var phase: BorrowPhase = .editing
    private var confirmDays = 0
    private var isStopped = false
    private var serial = 0

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
        phase = .editing
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Loans are 1 to 14 days long."
            render()
            return
        }
        guard days > LoanPolicy.confirmationAbove else {
            request(days)
            return
        }
        confirmDays = days
        phase = .confirming
        message = "Confirm a \(days)-day loan?"
        render()
    }

    func confirm() {
        guard !isStopped, !isBusy, phase == .confirming else { return }
        phase = .editing
        request(confirmDays)
    }

    /// The user said no: back to editing, and tell them nothing was borrowed.
    func cancelConfirmation() {
        guard !isStopped else { return }
        phase = .editing
        message = "Not confirmed: nothing was borrowed."
        render()
    }

    func stop() {
        isStopped = true
        view = nil
    }

    private func request(_ days: Int) {
        serial += 1
        let mine = serial
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.isStopped, self.isBusy, mine == self.serial else { return }
            self.isBusy = false
            switch result {
            case .success(let receipt): self.message = "Enjoy! Due back in \(receipt.days) days."
            case .failure(.invalidDays): self.message = "That many days is not allowed any more."
            case .failure(.unavailable): self.message = "Someone borrowed it first."
            }
            self.render()
        }
    }

    private func render() {
        let valid = Int(durationText).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view?.display(BorrowFrame(durationText: durationText, isBusy: isBusy,
                                  canSubmit: valid && !isBusy && phase == .editing,
                                  message: message, phase: phase))
    }
}
