// The borrowing form's presenter. A Mode enum says where the form is; each request gets a token so
// a late or doubled reply is recognised; stop() switches the feature off for good.
import Foundation

final class BorrowPresenter {
    private enum Mode: Equatable {
        case editing
        case confirming(days: Int)
        case sending(token: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var mode = Mode.editing
    private var text = "14"
    private var message: String?
    private var lastToken = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ newText: String) {
        switch mode {
        case .stopped, .sending:
            return
        case .editing, .confirming:
            text = newText
            message = nil
            mode = .editing
            render()
        }
    }

    func submit() {
        guard mode == .editing else { return }
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else {
            message = "Choose between \(LoanPolicy.allowedDays.lowerBound) and \(LoanPolicy.allowedDays.upperBound) days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            mode = .confirming(days: days)
            message = nil
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = mode else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard case .confirming = mode else { return }
        mode = .editing
        message = "Loan not confirmed."
        render()
    }

    func stop() {
        mode = .stopped
        view = nil
    }

    private func send(_ days: Int) {
        lastToken += 1
        let token = lastToken
        mode = .sending(token: token)
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handleReply(result, token: token)
        }
    }

    private func handleReply(_ result: Result<LoanReceipt, BorrowFailure>, token: Int) {
        guard mode == .sending(token: token) else { return }   // stopped, old or duplicate
        mode = .editing
        switch result {
        case .success(let receipt):
            message = "Borrowed! Due back in \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library's rules changed: that loan is too long now."
        case .failure(.unavailable):
            message = "Sorry, this book was just borrowed by someone else."
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        switch mode {
        case .editing, .stopped:
            let valid = Int(text).map(LoanPolicy.allowedDays.contains) ?? false
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: valid, message: message)
        case .confirming(let days):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: "Borrow for \(days) days?", phase: .confirming)
        case .sending:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
        view?.display(frame)
    }
}
