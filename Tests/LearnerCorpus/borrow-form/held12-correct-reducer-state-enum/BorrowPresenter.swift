// The borrowing form's presenter, written as a small reducer: every user or world action is an
// Event, `reduce` turns the current Mode into the next one and says what to do, and the frame is
// always computed from the state alone.
import Foundation

final class BorrowPresenter {
    /// Where the form is. The text lives beside it, because every mode shows it.
    private enum Mode: Equatable {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(ticket: UUID)
        case ended
    }

    private enum Event {
        case attached
        case edited(String)
        case submitted
        case confirmed
        case cancelled
        case replied(Result<LoanReceipt, BorrowFailure>, ticket: UUID)
        case stopped
    }

    private enum Effect {
        case nothing
        case render
        case send(days: Int, ticket: UUID)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var mode: Mode = .editing(message: nil)

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard mode != .ended else { return }
        self.view = view
        handle(.attached)
    }

    func durationChanged(_ text: String) { handle(.edited(text)) }
    func submit() { handle(.submitted) }
    func confirm() { handle(.confirmed) }
    func cancelConfirmation() { handle(.cancelled) }

    func stop() {
        handle(.stopped)
        view = nil
    }

    // MARK: - The reducer

    private func handle(_ event: Event) {
        switch reduce(event) {
        case .nothing:
            break
        case .render:
            render()
        case let .send(days, ticket):
            // The state already says `sending(ticket)` here, so a reply that comes inside
            // `borrow` finds the request current and ends it like a late one would.
            render()
            borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                self?.handle(.replied(result, ticket: ticket))
            }
        }
    }

    private func reduce(_ event: Event) -> Effect {
        switch (mode, event) {
        case (.ended, _):
            return .nothing

        case (_, .stopped):
            mode = .ended
            return .nothing

        case (_, .attached):
            return .render

        case (.sending, .edited):
            return .nothing // ignored: the busy frame keeps the text that was sent

        case (.editing, .edited(let newText)), (.confirming, .edited(let newText)):
            text = newText
            mode = .editing(message: Self.problem(with: newText))
            return .render

        case (.editing, .submitted):
            if let problem = Self.problem(with: text) {
                mode = .editing(message: problem)
                return .render
            }
            let days = Self.days(in: text)!
            if days > LoanPolicy.confirmationAbove {
                mode = .confirming(days: days)
                return .render
            }
            return start(days)

        case (.confirming(let days), .confirmed):
            return start(days)

        case (.confirming, .cancelled):
            mode = .editing(message: "Not confirmed: nothing was borrowed.")
            return .render

        case let (.sending(current), .replied(result, ticket)) where current == ticket:
            mode = .editing(message: Self.message(for: result))
            return .render

        default:
            // a tap while busy or while the prompt is up, a confirm or cancel with no prompt,
            // a duplicate or old reply: nothing changes
            return .nothing
        }
    }

    private func start(_ days: Int) -> Effect {
        let ticket = UUID()
        mode = .sending(ticket: ticket)
        return .send(days: days, ticket: ticket)
    }

    // MARK: - The frame

    private func render() {
        guard let view, let frame = currentFrame() else { return }
        view.display(frame)
    }

    private func currentFrame() -> BorrowFrame? {
        switch mode {
        case .ended:
            return nil
        case .sending:
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        case .confirming(let days):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Borrow this book for \(days) days? Loans over a week need your confirmation.",
                               phase: .confirming)
        case .editing(let message):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.days(in: text) != nil, message: message)
        }
    }

    // MARK: - Rules and words

    /// Spaces around a number are forgiven (" 7" is 7 days); anything else goes through Int(_:).
    private static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    /// Why a text cannot be submitted, or nil when it can. The same words show while typing and
    /// after a submit, so an edit always shows what a fresh form shows for that text.
    private static func problem(with text: String) -> String? {
        if days(in: text) != nil { return nil }
        let range = LoanPolicy.allowedDays
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            return "Enter how many days you want the book for."
        }
        if Int(text.trimmingCharacters(in: .whitespaces)) == nil {
            return "Enter a whole number of days, from \(range.lowerBound) to \(range.upperBound)."
        }
        return "Loans are \(range.lowerBound) to \(range.upperBound) days long."
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt):
            return "Done! The book is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            return "The library's loan rules changed and no longer allow that many days. Try a shorter loan."
        case .failure(.unavailable):
            return "Someone else has this book right now."
        }
    }
}
