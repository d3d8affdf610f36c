// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    /// What a request asked for: a reply is taken only for the request the form is waiting on.
    private struct LoanRequest: Equatable {
        let bookID: Int
        let days: Int
    }

    private enum Phase {
        case editing
        case confirming(Int)
        case waiting(LoanRequest)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var message: String?
    private var phase = Phase.editing
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        show()
    }

    func durationChanged(_ text: String) {
        guard !stopped else { return }
        if case .waiting = phase { return }
        self.text = text
        message = nil
        phase = .editing
        show()
    }

    func submit() {
        guard !stopped, case .editing = phase else { return }
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else {
            message = "Loans are 1 to 14 whole days."
            show()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            phase = .confirming(days)
            message = "Please confirm a loan of \(days) days."
            show()
            return
        }
        request(days: days)
    }

    func confirm() {
        guard !stopped, case .confirming(let days) = phase else { return }
        request(days: days)
    }

    func cancelConfirmation() {
        guard !stopped, case .confirming = phase else { return }
        phase = .editing
        message = "Loan not confirmed."
        show()
    }

    func stop() {
        stopped = true
        phase = .editing
        view = nil
    }

    private func request(days: Int) {
        let loan = LoanRequest(bookID: bookID, days: days)
        phase = .waiting(loan)
        message = nil
        show()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.receive(result, for: loan)
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for loan: LoanRequest) {
        guard !stopped, case .waiting(let awaited) = phase, awaited == loan else { return }
        phase = .editing
        switch result {
        case .success(let receipt): message = "Borrowed! Due back in \(receipt.days) days."
        case .failure(.invalidDays): message = "That duration isn't allowed by the library any more."
        case .failure(.unavailable): message = "The book was just taken by someone else."
        }
        show()
    }

    private func show() {
        let frame: BorrowFrame
        switch phase {
        case .waiting:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        case .confirming:
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        case .editing:
            let valid = Int(text).map { LoanPolicy.allowedDays.contains($0) } ?? false
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: valid, message: message)
        }
        view?.display(frame)
    }
}
