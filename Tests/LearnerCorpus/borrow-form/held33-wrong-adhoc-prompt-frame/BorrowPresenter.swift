// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var busyRequest: Int?
    private var requestCount = 0
    private var isStopped = false
    /// The days of a long loan waiting for the user's confirmation (stage 4).
    private var daysToConfirm: Int?

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
        guard !isStopped, busyRequest == nil else { return }
        daysToConfirm = nil
        durationText = text
        message = nil
        render()
    }

    func submit() {
        guard !isStopped, busyRequest == nil, daysToConfirm == nil else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "A loan is 1 to 14 days, in whole days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            askConfirmation(days: days)
        } else {
            borrow(days: days)
        }
    }

    // MARK: Stage 4: confirming long loans

    func confirm() {
        guard !isStopped, let days = daysToConfirm else { return }
        daysToConfirm = nil
        borrow(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, daysToConfirm != nil else { return }
        daysToConfirm = nil
        render()
    }

    private func askConfirmation(days: Int) {
        daysToConfirm = days
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: false,
            canSubmit: false,
            message: "Loans over \(LoanPolicy.confirmationAbove) days need a confirmation. Borrow for \(days) days?",
            phase: .confirming
        ))
    }

    // MARK: Stage 3

    func stop() {
        isStopped = true
        busyRequest = nil
        daysToConfirm = nil
        view = nil
    }

    // MARK: Requests

    private func borrow(days: Int) {
        requestCount += 1
        let request = requestCount
        busyRequest = request
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.isStopped, self.busyRequest == request else { return }
            self.busyRequest = nil
            switch result {
            case .success(let receipt): self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays): self.message = "The library no longer allows that duration."
            case .failure(.unavailable): self.message = "The book isn't available at the moment."
            }
            self.render()
        }
    }

    private func render() {
        let isBusy = busyRequest != nil
        let isValid = Int(durationText).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: !isBusy && isValid,
            message: isBusy ? nil : message
        ))
    }
}
