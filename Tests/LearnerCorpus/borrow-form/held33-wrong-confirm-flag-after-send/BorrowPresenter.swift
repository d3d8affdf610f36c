// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var awaitingConfirmation = false
    private var inFlight: (id: Int, text: String)?
    private var nextRequestID = 1
    private var ended = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    // MARK: - View events

    func attach(_ view: any BorrowDisplaying) {
        guard !ended else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !ended, inFlight == nil else { return }
        durationText = text
        message = nil
        awaitingConfirmation = false
        render()
    }

    func submit() {
        guard !ended, inFlight == nil, !awaitingConfirmation else { return }
        guard let days = parsedDays else {
            message = "Type how many days you need: 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            awaitingConfirmation = true
            message = "Borrow for \(days) days? Confirm to go ahead."
            render()
            return
        }
        sendRequest(days: days)
    }

    func confirm() {
        guard !ended, awaitingConfirmation, inFlight == nil, let days = parsedDays else { return }
        sendRequest(days: days)
        awaitingConfirmation = false  // the prompt has been answered
    }

    func cancelConfirmation() {
        guard !ended, awaitingConfirmation else { return }
        awaitingConfirmation = false
        message = "OK, nothing was borrowed."
        render()
    }

    func stop() {
        ended = true
        inFlight = nil
        awaitingConfirmation = false
        view = nil
    }

    // MARK: - Requests

    private var parsedDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func sendRequest(days: Int) {
        let id = nextRequestID
        nextRequestID += 1
        inFlight = (id, durationText)
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.replied(id: id, result: result)
        }
    }

    private func replied(id: Int, result: Result<LoanReceipt, BorrowFailure>) {
        guard !ended, inFlight?.id == id else { return }
        inFlight = nil
        switch result {
        case .success(let receipt):
            message = "The book is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library changed its rules: pick fewer days."
        case .failure(.unavailable):
            message = "Someone else has borrowed this book."
        }
        render()
    }

    // MARK: - Frames

    private func render() {
        view?.display(currentFrame())
    }

    private func currentFrame() -> BorrowFrame {
        if let request = inFlight {
            return BorrowFrame(durationText: request.text, isBusy: true, canSubmit: false, message: nil)
        }
        if awaitingConfirmation {
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        }
        return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: parsedDays != nil, message: message)
    }
}
