// The borrowing form's presenter, split in two: `FormRules`, a value that knows every rule of the
// form (what each event does to the state, and what must happen next), and `BorrowPresenter`, a
// thin class that feeds it events, draws the frames it describes and talks to the library.
import Foundation

/// The whole form as a value: no view, no service, no clock. Each event gives back the effects to
/// carry out, in order.
struct FormRules: Equatable {
    enum Stage: Equatable {
        /// Editing; `note` is what the last event left to say (a reply, a refused submit, a cancel).
        case editing(note: String?)
        /// A long loan waits for an explicit confirmation.
        case confirming(days: Int)
        /// A request is out; only the reply carrying this ticket counts.
        case sending(ticket: Int)
        /// The feature has ended (logout): nothing is drawn or sent any more.
        case ended
    }

    enum Event {
        case edit(String)
        case submit
        case confirm
        case cancel
        case reply(ticket: Int, Result<LoanReceipt, BorrowFailure>)
        case stop
    }

    enum Effect: Equatable {
        case draw
        case send(ticket: Int, days: Int)
    }

    private(set) var text = "14"
    private(set) var stage = Stage.editing(note: nil)
    private var lastTicket = 0

    /// The days the text asks for, when the form may send them. Spaces around the number are
    /// trimmed (the brief leaves that to us).
    var days: Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let days = Int(trimmed), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    /// What the view should show now; nil once the feature has ended.
    var frame: BorrowFrame? {
        switch stage {
        case .ended:
            return nil
        case .sending:
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        case .confirming(let days):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Borrow this book for \(days) days? Please confirm.",
                               phase: .confirming)
        case .editing(let note):
            // Invalid text is explained as it is typed: the explanation depends on the text alone.
            let canSubmit = days != nil
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: canSubmit,
                               message: canSubmit ? note : Self.explanation(for: text))
        }
    }

    mutating func handle(_ event: Event) -> [Effect] {
        switch (stage, event) {
        case (.ended, _), (_, .stop):
            stage = .ended
            return []

        case (.editing, .edit(let newText)), (.confirming, .edit(let newText)):
            text = newText
            stage = .editing(note: nil)
            return [.draw]
        case (.sending, .edit):
            return []

        case (.editing, .submit):
            guard let days else {
                stage = .editing(note: Self.explanation(for: text))
                return [.draw]
            }
            if days > LoanPolicy.confirmationAbove {
                stage = .confirming(days: days)
                return [.draw]
            }
            return send(days)
        case (.confirming, .submit), (.sending, .submit):
            return []

        case (.confirming(let days), .confirm):
            return send(days)
        case (_, .confirm):
            return []

        case (.confirming, .cancel):
            stage = .editing(note: "Not confirmed.")
            return [.draw]
        case (_, .cancel):
            return []

        case (.sending(let current), .reply(let ticket, let result)) where ticket == current:
            stage = .editing(note: Self.outcome(of: result))
            return [.draw]
        case (_, .reply):
            return []
        }
    }

    private mutating func send(_ days: Int) -> [Effect] {
        lastTicket += 1
        stage = .sending(ticket: lastTicket)
        // Draw the busy frame before the call: a reply inside `borrow` then finds the form busy
        // and ends it like a later one.
        return [.draw, .send(ticket: lastTicket, days: days)]
    }

    private static func explanation(for text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "Enter how many days you want the book." }
        guard let days = Int(trimmed) else { return "Enter a whole number of days." }
        return days < LoanPolicy.allowedDays.lowerBound
            ? "A loan lasts at least \(LoanPolicy.allowedDays.lowerBound) day."
            : "A loan lasts at most \(LoanPolicy.allowedDays.upperBound) days."
    }

    private static func outcome(of result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days. Enjoy the book!"
        case .failure(.invalidDays): return "The library no longer lends for that many days. Try a shorter loan."
        case .failure(.unavailable): return "Someone else has this book right now."
        }
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var rules = FormRules()

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        if let frame = rules.frame { view.display(frame) }
    }

    func durationChanged(_ text: String) { handle(.edit(text)) }
    func submit() { handle(.submit) }
    func stop() { handle(.stop) }
    func confirm() { handle(.confirm) }
    func cancelConfirmation() { handle(.cancel) }

    private func handle(_ event: FormRules.Event) {
        for effect in rules.handle(event) {
            switch effect {
            case .draw:
                if let frame = rules.frame { view?.display(frame) }
            case let .send(ticket, days):
                borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                    self?.handle(.reply(ticket: ticket, result))
                }
            }
        }
    }
}
