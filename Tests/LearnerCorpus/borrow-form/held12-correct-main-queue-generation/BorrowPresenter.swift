// The borrowing form's presenter. Replies hop to the main queue before they touch any state, and
// each request is numbered: only the reply carrying the number of the request in flight counts.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isAwaitingConfirmation = false
    /// The number of the request in flight, if any.
    private var requestInFlight: Int?
    private var lastRequestNumber = 0
    private var isStopped = false

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
        guard !isStopped, requestInFlight == nil else { return }
        isAwaitingConfirmation = false
        durationText = text
        message = nil
        render()
    }

    func submit() {
        guard !isStopped, requestInFlight == nil, !isAwaitingConfirmation else { return }
        guard let days = validDays else {
            message = invalidReason
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isAwaitingConfirmation = true
            message = nil
            render()
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard !isStopped, isAwaitingConfirmation, requestInFlight == nil, let days = validDays else { return }
        isAwaitingConfirmation = false
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, isAwaitingConfirmation else { return }
        isAwaitingConfirmation = false
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        isAwaitingConfirmation = false
        requestInFlight = nil
        view = nil
    }

    // MARK: - Requests

    private func send(days: Int) {
        lastRequestNumber += 1
        let number = lastRequestNumber
        requestInFlight = number
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(request: number, with: result)
            }
        }
    }

    private func finish(request number: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, requestInFlight == number else { return }
        requestInFlight = nil
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days. Enjoy the book!"
        case .failure(.invalidDays):
            message = "The library does not lend this book for that long any more. Choose fewer days."
        case .failure(.unavailable):
            message = "This book is not available right now."
        }
        render()
    }

    // MARK: - Validation

    /// Strict: " 7" is refused, as `Int(_:)` refuses it.
    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private var invalidReason: String {
        let range = LoanPolicy.allowedDays
        return "Please enter a whole number of days between \(range.lowerBound) and \(range.upperBound)."
    }

    // MARK: - Drawing

    private func render() {
        guard !isStopped, let view else { return }
        let frame: BorrowFrame
        if requestInFlight != nil {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if isAwaitingConfirmation {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Loans over \(LoanPolicy.confirmationAbove) days need a confirmation. Borrow for \(durationText) days?",
                                phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view.display(frame)
    }
}
