// Alternative (correct): a @MainActor presenter that does not trust the service's thread: every
// reply hops back with `Task { @MainActor in }` before it touches state, and is matched to the
// request by a token captured before the call.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var display: (any BorrowDisplaying)?

    private var days = "14"
    private var note: String?
    private var waitingForConfirmation = false
    private var inFlight: Int?
    private var lastToken = 0
    private var finished = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !finished else { return }
        display = view
        publish()
    }

    func durationChanged(_ text: String) {
        guard !finished, inFlight == nil else { return }
        days = text
        waitingForConfirmation = false
        note = nil
        publish()
    }

    func submit() {
        guard !finished, inFlight == nil, !waitingForConfirmation else { return }
        guard let count = validCount else {
            note = "Please enter 1 to 14 days."
            publish()
            return
        }
        guard count <= LoanPolicy.confirmationAbove else {
            waitingForConfirmation = true
            note = "Long loan: confirm \(count) days?"
            publish()
            return
        }
        request(count)
    }

    func confirm() {
        guard !finished, waitingForConfirmation, inFlight == nil, let count = validCount else { return }
        waitingForConfirmation = false
        request(count)
    }

    func cancelConfirmation() {
        guard !finished, waitingForConfirmation else { return }
        waitingForConfirmation = false
        note = nil
        publish()
    }

    func stop() {
        finished = true
        display = nil
    }

    private var validCount: Int? {
        guard let count = Int(days), LoanPolicy.allowedDays.contains(count) else { return nil }
        return count
    }

    private func request(_ count: Int) {
        lastToken += 1
        let token = lastToken
        inFlight = token
        note = nil
        publish()
        borrowing.borrow(bookID: bookID, days: count) { [weak self] result in
            Task { @MainActor [weak self] in
                self?.receive(result, for: token)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for token: Int) {
        guard !finished, inFlight == token else { return }
        inFlight = nil
        switch result {
        case let .success(receipt): note = "Enjoy: \(receipt.days) days."
        case .failure(.invalidDays): note = "Loan too long under the current rules."
        case .failure(.unavailable): note = "Not available at the moment."
        }
        publish()
    }

    private func publish() {
        let busy = inFlight != nil
        display?.display(BorrowFrame(
            durationText: days,
            isBusy: busy,
            canSubmit: validCount != nil && !busy && !waitingForConfirmation,
            message: note,
            phase: waitingForConfirmation ? .confirming : .editing
        ))
    }
}
