// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var phase = BorrowPhase.editing
    private var daysToConfirm: Int?
    private var isStopped = false
    private var requestCount = 0

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
        daysToConfirm = nil
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, phase == .editing else { return }
        guard let days = validDays else {
            message = "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            daysToConfirm = days
            message = "Borrow this book for \(days) days? Please confirm."
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard !isStopped, !isBusy, phase == .confirming, let days = daysToConfirm else { return }
        phase = .editing
        daysToConfirm = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !isStopped, phase == .confirming else { return }
        phase = .editing
        daysToConfirm = nil
        message = "Not confirmed."
        render()
    }

    func stop() {
        isStopped = true
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(_ days: Int) {
        requestCount += 1
        let request = requestCount
        isBusy = true
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, result)
        }
        // The request is out: show the busy form, without the previous message.
        message = nil
        render()
    }

    private func finish(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, isBusy, request == requestCount else { return }
        isBusy = false
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library no longer allows that many days."
        case .failure(.unavailable):
            message = "Someone else has this book right now."
        }
        render()
    }

    private func render() {
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: !isBusy && phase == .editing && validDays != nil,
            message: message,
            phase: phase
        ))
    }
}
