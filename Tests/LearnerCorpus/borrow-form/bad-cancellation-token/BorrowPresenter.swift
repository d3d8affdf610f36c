import Foundation

/// Every request carries a cancellation token. A new request or stop() cancels the old token;
/// the reply handler looks at its own token only.
final class BorrowPresenter {
    private final class Token {
        private(set) var isCancelled = false
        func cancel() { isCancelled = true }
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    private var confirming = false
    private var inFlight: Token?
    private var isStopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !isStopped else { return }
        self.view = view
        display()
    }

    func durationChanged(_ text: String) {
        guard !isStopped else { return }
        durationText = text
        message = nil
        confirming = false
        display()
    }

    func submit() {
        guard !isStopped, inFlight == nil, !confirming else { return }
        guard let days = validDays else {
            message = "Between 1 and 14 days, please."
            display()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            confirming = true
            message = "Do you really want it for \(days) days?"
            display()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard !isStopped, confirming, inFlight == nil, let days = validDays else { return }
        confirming = false
        borrow(days)
    }

    func cancelConfirmation() {
        guard !isStopped, confirming else { return }
        confirming = false
        message = nil
        display()
    }

    func stop() {
        guard !isStopped else { return }
        isStopped = true
        inFlight?.cancel()
        inFlight = nil
        view = nil
    }

    private var validDays: Int? {
        Int(durationText).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func borrow(_ days: Int) {
        inFlight?.cancel()
        let token = Token()
        inFlight = token
        message = nil
        display()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard !token.isCancelled else { return }
            token.cancel()   // one reply per request
            guard let self else { return }
            self.inFlight = nil
            switch result {
            case .success(let receipt): self.message = "Borrowed (\(receipt.days) d)."
            case .failure(.invalidDays): self.message = "Duration refused by the library."
            case .failure(.unavailable): self.message = "Book unavailable."
            }
            self.display()
        }
    }

    private func display() {
        let busy = inFlight != nil
        view?.display(BorrowFrame(durationText: durationText, isBusy: busy,
                                  canSubmit: !busy && !confirming && validDays != nil,
                                  message: message, phase: confirming ? .confirming : .editing))
    }
}
