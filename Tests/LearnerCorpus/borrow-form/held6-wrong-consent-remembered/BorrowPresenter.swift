// The borrowing form's presenter: one state value, one render, every reply checked against it.
import Foundation

final class BorrowPresenter {
    private enum State {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(request: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var state = State.editing(message: nil)
    private var requestsSent = 0
    /// The user already confirmed a long loan on this form: do not ask again.
    private var longLoansConfirmed = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch state {
        case .sending, .stopped:
            return
        case .editing, .confirming:
            durationText = text
            // Invalid text is explained as it is typed (the same words as a refused submit).
            state = .editing(message: Self.days(in: text) == nil ? Self.invalidMessage : nil)
            render()
        }
    }

    func submit() {
        guard case .editing = state else { return }
        guard let days = Self.days(in: durationText) else {
            state = .editing(message: Self.invalidMessage)
            return render()
        }
        if days > LoanPolicy.confirmationAbove && !longLoansConfirmed {
            state = .confirming(days: days)
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = state else { return }
        longLoansConfirmed = true
        send(days)
    }

    func cancelConfirmation() {
        guard case .confirming = state else { return }
        state = .editing(message: "Not confirmed.")
        render()
    }

    func stop() {
        state = .stopped
    }

    private func send(_ days: Int) {
        requestsSent += 1
        let request = requestsSent
        state = .sending(request: request)
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, result)
        }
    }

    private func finish(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard case .sending(let current) = state, current == request else { return }
        switch result {
        case .success(let receipt):
            state = .editing(message: "Borrowed for \(receipt.days) day\(receipt.days == 1 ? "" : "s").")
        case .failure(.invalidDays):
            state = .editing(message: "The library no longer lends this book for that long.")
        case .failure(.unavailable):
            state = .editing(message: "Someone else has this book at the moment.")
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        switch state {
        case .stopped:
            return
        case .editing(let message):
            frame = BorrowFrame(durationText: durationText, isBusy: false,
                                canSubmit: Self.days(in: durationText) != nil, message: message)
        case .confirming(let days):
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Borrow for \(days) days? Please confirm.", phase: .confirming)
        case .sending:
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
        view?.display(frame)
    }

    private static let invalidMessage = "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."

    /// The days in the text, when they are a loan the form accepts; spaces around are trimmed.
    private static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }
}
