// The borrowing form's presenter: one render() that builds the whole frame from the state, a
// request counter so only the current request's reply counts, and a pending long loan that waits
// for the user's confirmation.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var phase = BorrowPhase.editing
    private var isBusy = false
    private var isStopped = false
    private var currentRequest = 0
    /// The long loan the prompt asks about; confirm() sends it.
    private var daysAwaitingConfirmation: Int?

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
        daysAwaitingConfirmation = nil
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, phase == .editing else { return }
        guard let days = validDays else {
            message = "Please enter a number of days between 1 and 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            daysAwaitingConfirmation = days
            phase = .confirming
            message = "Borrow for \(days) days? Please confirm."
            render()
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard !isStopped, !isBusy, let days = daysAwaitingConfirmation else { return }
        daysAwaitingConfirmation = nil
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, phase == .confirming else { return }
        phase = .editing
        message = "Not confirmed."
        render()
    }

    func stop() {
        isStopped = true
        view = nil
    }

    // MARK: - Private

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(days: Int) {
        currentRequest += 1
        let request = currentRequest
        isBusy = true
        phase = .editing
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request: request, with: result)
        }
    }

    private func finish(request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, isBusy, request == currentRequest else { return }
        isBusy = false
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library does not lend for that long any more."
        case .failure(.unavailable):
            message = "This book is not available right now."
        }
        render()
    }

    private func render() {
        let canSubmit = !isBusy && phase == .editing && validDays != nil
        view?.display(BorrowFrame(durationText: durationText, isBusy: isBusy, canSubmit: canSubmit,
                                  message: message, phase: phase))
    }
}
