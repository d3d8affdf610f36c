// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isSubmitting = false
    private var isConfirming = false
    private var isStopped = false
    /// Bumped for every request; a reply counts only when it carries the current number.
    private var requestNumber = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped, !isSubmitting else { return }
        durationText = text
        message = nil
        isConfirming = false
        render()
    }

    func submit() {
        guard !isStopped, !isSubmitting, !isConfirming else { return }
        guard let days = validDays else {
            message = "Please enter a whole number of days between 1 and 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isConfirming = true
            message = "Borrow for \(days) days? Please confirm."
            render()
            return
        }
        send(days)
    }

    func confirm() {
        // Only while the prompt is up; once sent, a second tap finds no prompt.
        guard isConfirming, let days = validDays else { return }
        isConfirming = false
        send(days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        message = "Not confirmed."
        render()
    }

    func stop() {
        isStopped = true
        requestNumber += 1   // any reply still on its way is now an old one
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(_ days: Int) {
        requestNumber += 1
        let request = requestNumber
        isSubmitting = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.isStopped, self.isSubmitting, request == self.requestNumber else { return }
            self.isSubmitting = false
            self.message = Self.message(for: result)
            self.render()
        }
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): return "The library does not lend for that many days any more."
        case .failure(.unavailable): return "This book is not available right now."
        }
    }

    private func currentFrame() -> BorrowFrame {
        if isSubmitting {
            return BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
        if isConfirming {
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        }
        return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
    }

    private func render() {
        guard !isStopped else { return }
        view?.display(currentFrame())
    }
}
