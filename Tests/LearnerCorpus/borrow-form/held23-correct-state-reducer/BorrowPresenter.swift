// The borrowing form, split in two: `BorrowFormState` is a plain value that decides everything
// (a reducer: event in, new state and at most one request out), and `BorrowPresenter` is a thin
// shell that feeds it events, sends the request it asks for, and draws a frame only when the
// frame differs from the one the current view already has.
import Foundation

/// What the form knows, and every rule of it. No references, no side effects.
struct BorrowFormState: Equatable {
    enum Step: Equatable {
        case editing
        case awaitingConfirmation(days: Int)
        case sending(request: UUID)
        case ended
    }

    enum Event {
        case edited(String)
        case submitTapped
        case confirmTapped
        case cancelTapped
        case replied(request: UUID, outcome: Result<LoanReceipt, BorrowFailure>)
        case ended
    }

    /// The one side effect the state can ask for.
    struct Request: Equatable {
        let id: UUID
        let days: Int
    }

    private(set) var text = "14"
    private(set) var note: String?
    private(set) var step: Step = .editing

    /// The days the text stands for, when the form accepts them (surrounding spaces are trimmed).
    static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)),
              LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    /// The form explains invalid text as soon as it is typed, with the same words a submit uses.
    static func explanation(for text: String) -> String? {
        days(in: text) == nil ? "Type a whole number of days, at least 1 and at most 14." : nil
    }

    /// Applies an event; returns the request to send, if the event starts one.
    mutating func apply(_ event: Event) -> Request? {
        switch (step, event) {
        case (.ended, _):
            return nil
        case (_, .ended):
            step = .ended
            return nil
        case (.sending, .edited), (.sending, .submitTapped):
            return nil
        case (.editing, .edited(let newText)), (.awaitingConfirmation, .edited(let newText)):
            text = newText
            note = Self.explanation(for: newText)
            step = .editing
            return nil
        case (.editing, .submitTapped):
            guard let days = Self.days(in: text) else {
                note = Self.explanation(for: text)
                return nil
            }
            if days > LoanPolicy.confirmationAbove {
                note = nil
                step = .awaitingConfirmation(days: days)
                return nil
            }
            return startRequest(days: days)
        case (.awaitingConfirmation(let days), .confirmTapped):
            return startRequest(days: days)
        case (.awaitingConfirmation, .cancelTapped):
            step = .editing
            note = "Not confirmed. Change the days, or submit again to be asked once more."
            return nil
        case (.sending(let current), .replied(let request, let outcome)) where current == request:
            step = .editing
            note = Self.words(for: outcome)
            return nil
        default:
            // A confirm or cancel with no prompt, a submit while the prompt shows, an old or
            // repeated reply: nothing to do.
            return nil
        }
    }

    private mutating func startRequest(days: Int) -> Request {
        let request = Request(id: UUID(), days: days)
        step = .sending(request: request.id)
        note = nil
        return request
    }

    private static func words(for outcome: Result<LoanReceipt, BorrowFailure>) -> String {
        switch outcome {
        case .success(let receipt):
            return "All set: the book is yours for \(receipt.days) day\(receipt.days == 1 ? "" : "s")."
        case .failure(.invalidDays):
            return "The library no longer lends for that long. Try fewer days."
        case .failure(.unavailable):
            return "Someone else has this book at the moment. Try again later."
        }
    }

    /// The frame that shows this state; nil once the feature has ended.
    var frame: BorrowFrame? {
        switch step {
        case .ended:
            return nil
        case .sending:
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
        case .awaitingConfirmation(let days):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "\(days) days is more than a week. Confirm to borrow it for that long.",
                               phase: .confirming)
        case .editing:
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.days(in: text) != nil,
                               message: note, phase: .editing)
        }
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = BorrowFormState()
    /// The frame the current view was last given: a frame equal to it is not drawn again.
    private var drawn: BorrowFrame?

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        drawn = nil
        draw()
    }

    func durationChanged(_ text: String) { send(.edited(text)) }
    func submit() { send(.submitTapped) }
    func confirm() { send(.confirmTapped) }
    func cancelConfirmation() { send(.cancelTapped) }
    func stop() { send(.ended) }

    private func send(_ event: BorrowFormState.Event) {
        let request = state.apply(event)
        draw()
        guard let request else { return }
        borrowing.borrow(bookID: bookID, days: request.days) { [weak self] outcome in
            self?.send(.replied(request: request.id, outcome: outcome))
        }
    }

    private func draw() {
        guard let frame = state.frame, frame != drawn, let view else { return }
        drawn = frame
        view.display(frame)
    }
}
