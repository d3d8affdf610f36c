import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var busy = false
    private var confirmingDays: Int?
    private var generation = 0
    private var live = true

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard live, !busy else { return }
        self.text = text
        message = nil
        confirmingDays = nil
        render()
    }

    func submit() {
        guard live, !busy, confirmingDays == nil else { return }
        guard let days = days else {
            message = "Choose 1 to 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            confirmingDays = days
            message = "Confirm a \(days)-day loan?"
            render()
        } else {
            go(days)
        }
    }

    func confirm() {
        guard live, !busy, let d = confirmingDays else { return }
        confirmingDays = nil
        go(d)
    }

    func cancelConfirmation() {
        guard live, confirmingDays != nil else { return }
        confirmingDays = nil
        message = nil
        render()
    }

    func stop() {
        live = false
        generation += 1
    }

    private func go(_ days: Int) {
        generation += 1
        let mine = generation
        busy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self = self, self.live, self.busy, mine == self.generation else { return }
            self.busy = false
            switch result {
            case .success(let r): self.message = "Borrowed for \(r.days) days."
            case .failure(.invalidDays): self.message = "That many days is no longer allowed."
            case .failure(.unavailable): self.message = "The book is unavailable."
            }
            self.render()
        }
    }

    private var days: Int? {
        Int(text).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func render() {
        guard live else { return }
        view?.display(BorrowFrame(durationText: text, isBusy: busy,
                                  canSubmit: !text.isEmpty && !busy && confirmingDays == nil,
                                  message: message,
                                  phase: confirmingDays == nil ? .editing : .confirming))
    }
}
