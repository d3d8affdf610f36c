// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    /// The days waiting for the user's confirmation (a long loan), if the prompt is on screen.
    private var awaitingConfirmation: Int?
    /// The number of the request in flight, if any.
    private var current: Int?
    private var lastRequest = 0
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !stopped, current == nil else { return }
        durationText = text
        message = nil
        awaitingConfirmation = nil
        render()
    }

    func submit() {
        guard !stopped, current == nil, awaitingConfirmation == nil else { return }
        guard let days = validDays else {
            message = "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            awaitingConfirmation = days
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard !stopped, current == nil, let days = awaitingConfirmation else { return }
        awaitingConfirmation = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !stopped, awaitingConfirmation != nil else { return }
        awaitingConfirmation = nil
        message = nil
        render()
    }

    func stop() {
        stopped = true
        // Without a view nothing can be drawn any more; the flag keeps replies, edits and taps out.
        view = nil
        current = nil
        awaitingConfirmation = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(_ days: Int) {
        lastRequest += 1
        let request = lastRequest
        current = request
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, result)
        }
    }

    private func finish(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard !stopped, current == request else { return }
        current = nil
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library no longer lends this book for that many days. Choose fewer days."
        case .failure(.unavailable):
            message = "Someone else has borrowed this book. Try again later."
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        if current != nil {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if let days = awaitingConfirmation {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Borrow this book for \(days) days? Please confirm.", phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
