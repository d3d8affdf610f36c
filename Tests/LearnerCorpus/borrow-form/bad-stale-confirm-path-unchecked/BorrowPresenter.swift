import Foundation

// Straightforward style: submit() and confirm() each make their own service call.
final class BorrowPresenter {
    let bookID: Int
    let borrowing: any Borrowing
    weak var view: (any BorrowDisplaying)?

    private(set) var durationText = "14"
    private(set) var message: String? = nil
    private(set) var loading = false
    private(set) var confirming = false
    private var stopped = false
    private var ticket = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        update()
    }

    func durationChanged(_ text: String) {
        if stopped || loading { return }
        durationText = text
        message = nil
        confirming = false
        update()
    }

    func submit() {
        if stopped || loading || confirming { return }
        guard let days = Int(durationText), days >= 1, days <= 14 else {
            message = "Loans are 1 to 14 days."
            update()
            return
        }
        if days > 7 {
            confirming = true
            message = "Over a week: confirm the \(days)-day loan?"
            update()
            return
        }
        ticket += 1
        let myTicket = ticket
        loading = true
        message = nil
        update()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self = self, !self.stopped, self.loading, self.ticket == myTicket else { return }
            self.loading = false
            self.message = BorrowPresenter.text(for: result)
            self.update()
        }
    }

    func confirm() {
        if stopped || loading || !confirming { return }
        guard let days = Int(durationText) else { return }
        confirming = false
        ticket += 1
        loading = true
        message = nil
        update()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self = self, !self.stopped else { return }
            self.loading = false
            self.message = BorrowPresenter.text(for: result)
            self.update()
        }
    }

    func cancelConfirmation() {
        if stopped || !confirming { return }
        confirming = false
        message = nil
        update()
    }

    func stop() {
        stopped = true
    }

    static func text(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): return "The library's loan limit changed; try a shorter loan."
        case .failure(.unavailable): return "This book is out right now."
        }
    }

    private func update() {
        if stopped { return }
        let valid = Int(durationText).map { $0 >= 1 && $0 <= 14 } ?? false
        view?.display(BorrowFrame(durationText: durationText, isBusy: loading,
                                  canSubmit: valid && !loading && !confirming,
                                  message: message, phase: confirming ? .confirming : .editing))
    }
}
