// The borrowing form's presenter: one enum says where the form is, one render() draws it.
import Foundation

final class BorrowPresenter {
    private enum Stage: Equatable {
        /// Editing the duration, with the message of the last outcome (validation or reply), if any.
        case editing(message: String?)
        /// A long loan waits for `confirm()`.
        case confirming(days: Int)
        /// A request is in flight; only the reply carrying this number is current.
        case sending(request: Int)
        /// `stop()` was called: the feature is over.
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var stage: Stage = .editing(message: nil)
    private var requestCount = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard stage != .stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch stage {
        case .sending, .stopped:
            return
        case .editing, .confirming:
            durationText = text
            stage = .editing(message: nil)
            render()
        }
    }

    func submit() {
        guard case .editing = stage else { return }
        guard let days = validDays else {
            stage = .editing(message: "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound).")
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            stage = .confirming(days: days)
            render()
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = stage else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard case .confirming = stage else { return }
        stage = .editing(message: nil)
        render()
    }

    func stop() {
        stage = .stopped
        view = nil
    }

    // MARK: - Request

    private func send(days: Int) {
        requestCount += 1
        let request = requestCount
        // The state is final before the call: a reply inside borrow() finds it and ends it.
        stage = .sending(request: request)
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request: request, with: result)
        }
    }

    private func finish(request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard stage == .sending(request: request) else { return }  // old, duplicate, or after stop()
        switch result {
        case .success(let receipt):
            stage = .editing(message: "Borrowed for \(receipt.days) days. Enjoy the book!")
        case .failure(.invalidDays):
            stage = .editing(message: "The library no longer lends this book for that many days. Try a shorter loan.")
        case .failure(.unavailable):
            stage = .editing(message: "Someone else has this book right now.")
        }
        render()
    }

    // MARK: - Drawing

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func render() {
        guard let view else { return }
        switch stage {
        case .editing(let message):
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message))
        case .confirming(let days):
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                     message: "Borrow this book for \(days) days? Please confirm.", phase: .confirming))
        case .sending:
            view.display(BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil))
        case .stopped:
            break
        }
    }
}
