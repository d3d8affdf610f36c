import Foundation

final class BorrowPresenter {
    /// What the form is waiting for, if anything.
    private enum Pending: Equatable {
        case none
        case confirmation(days: Int)
        case loan(days: Int)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var pending = Pending.none
    private var active = true

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard active else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard active else { return }
        if case .loan = pending { return }
        self.text = text
        message = nil
        pending = .none
        render()
    }

    func submit() {
        guard active, pending == .none else { return }
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else {
            message = "Please enter between 1 and 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            pending = .confirmation(days: days)
            message = "\(days) days is a long loan. Confirm?"
            render()
        } else {
            request(days)
        }
    }

    func confirm() {
        guard active, case .confirmation(let days) = pending else { return }
        request(days)
    }

    func cancelConfirmation() {
        guard active, case .confirmation = pending else { return }
        pending = .none
        message = nil
        render()
    }

    func stop() {
        active = false
        view = nil
    }

    private func request(_ days: Int) {
        pending = .loan(days: days)
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result)
        }
    }

    /// A reply counts only while a loan is pending, and a receipt only for the loan we asked for.
    private func handle(_ result: Result<LoanReceipt, BorrowFailure>) {
        guard active, case .loan(let days) = pending else { return }
        switch result {
        case .success(let receipt):
            guard receipt.bookID == bookID, receipt.days == days else { return }
            message = "Done! The book is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "That duration is not allowed any more."
        case .failure(.unavailable):
            message = "Sorry, the book is not available."
        }
        pending = .none
        render()
    }

    private func render() {
        let isBusy: Bool
        let phase: BorrowPhase
        switch pending {
        case .none: (isBusy, phase) = (false, .editing)
        case .confirmation: (isBusy, phase) = (false, .confirming)
        case .loan: (isBusy, phase) = (true, .editing)
        }
        let valid = Int(text).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view?.display(BorrowFrame(durationText: text, isBusy: isBusy, canSubmit: valid && pending == .none, message: message, phase: phase))
    }
}
