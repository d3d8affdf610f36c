// The borrowing form's presenter: one state enum, rendered in one place; requests told apart by identity.
import Foundation

final class BorrowPresenter {
    /// One request sent to the library; compared by identity, so two 3-day loans are still two requests.
    private final class Ticket {}

    private enum State {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(Ticket)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var state: State = .editing(message: nil)

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if case .stopped = state { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch state {
        case .stopped, .sending: return
        case .editing, .confirming:
            durationText = text
            state = .editing(message: nil)
            render()
        }
    }

    func submit() {
        guard case .editing = state else { return }
        guard let days = validDays else {
            state = .editing(message: "Choose between \(LoanPolicy.allowedDays.lowerBound) and \(LoanPolicy.allowedDays.upperBound) whole days.")
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            state = .confirming(days: days)
            render()
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = state else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard case .confirming = state else { return }
        state = .editing(message: "Not confirmed.")
        render()
    }

    func stop() {
        state = .stopped
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(days: Int) {
        let ticket = Ticket()
        state = .sending(ticket)
        render()
        // The state is set before the call, so a reply inside `borrow` ends the request like a later one.
        borrowing.borrow(bookID: bookID, days: days) { [weak self, weak ticket] result in
            guard let self, let ticket else { return }
            self.receive(result, for: ticket)
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for ticket: Ticket) {
        guard case .sending(let current) = state, current === ticket else { return }
        switch result {
        case .success(let receipt):
            state = .editing(message: "Borrowed for \(receipt.days) \(receipt.days == 1 ? "day" : "days"). Enjoy the book!")
        case .failure(.invalidDays):
            state = .editing(message: "The library no longer allows that many days.")
        case .failure(.unavailable):
            state = .editing(message: "Someone else has this book right now.")
        }
        render()
    }

    /// The only place that builds a frame.
    private func render() {
        guard let view else { return }
        let frame: BorrowFrame
        switch state {
        case .stopped:
            return
        case .editing(let message):
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        case .confirming(let days):
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Borrow for \(days) days? Please confirm.", phase: .confirming)
        case .sending:
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
        view.display(frame)
    }
}
