import Foundation

/// Each request is an object; only the reply for the current one, answered once, counts.
final class BorrowPresenter {
    private final class Request {
        let days: Int
        var answered = false
        init(days: Int) { self.days = days }
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    private var phase: BorrowPhase = .editing
    private var current: Request?
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !stopped else { return }
        durationText = text
        message = nil
        phase = .editing
        render()
    }

    func submit() {
        guard !stopped, current == nil, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "\"\(durationText)\" is not a valid number of days (1–14)."
            render()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            phase = .confirming
            message = "Loans over a week need your confirmation."
            render()
            return
        }
        begin(days)
    }

    func confirm() {
        guard !stopped, current == nil, phase == .confirming,
              let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return }
        phase = .editing
        begin(days)
    }

    func cancelConfirmation() {
        guard !stopped, phase == .confirming else { return }
        phase = .editing
        message = nil
        render()
    }

    func stop() {
        stopped = true
        current = nil
        view = nil
    }

    private func begin(_ days: Int) {
        let request = Request(days: days)
        current = request
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self, weak request] result in
            guard let self, let request, !request.answered, self.current === request else { return }
            request.answered = true
            self.current = nil
            switch result {
            case .success(let receipt): self.message = "Enjoy! Due back in \(receipt.days) days."
            case .failure(.invalidDays): self.message = "\(request.days) days is no longer allowed."
            case .failure(.unavailable): self.message = "Not available: someone else borrowed it."
            }
            self.render()
        }
    }

    private func render() {
        let busy = current != nil
        let valid = Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
        view?.display(BorrowFrame(durationText: durationText, isBusy: busy,
                                  canSubmit: valid && !busy && phase == .editing,
                                  message: message, phase: phase))
    }
}
