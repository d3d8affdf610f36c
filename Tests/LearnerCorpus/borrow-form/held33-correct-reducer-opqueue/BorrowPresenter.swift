// The borrowing form's presenter.
//
// A pure reducer decides everything: `BorrowPresenter.reduce` takes the form's state and one event
// and returns the next state and the effects to run. The class around it only runs effects: it
// draws frames on the weakly held view and calls the service. Replies are queued on
// `OperationQueue.main` and enter the reducer as events there, so a reply inside `borrow` goes
// through exactly the same path as a late one.
import Foundation

final class BorrowPresenter {
    // MARK: State, events, effects

    struct State: Equatable {
        enum Mode: Equatable {
            case editing
            case confirming(days: Int)
            case sending(request: Int)
        }

        var text = "14"
        var message: String?
        var mode = Mode.editing
        /// Bumped for every request; a reply carries the number of the request it answers.
        var requestsMade = 0
        var isStopped = false
    }

    enum Event {
        case attached
        case edited(String)
        case submitted
        case confirmed
        case confirmationCancelled
        case replied(request: Int, result: Result<LoanReceipt, BorrowFailure>)
        case stopped
    }

    enum Effect: Equatable {
        case render
        case borrow(days: Int, request: Int)
    }

    // MARK: The pure part

    static func reduce(_ state: State, _ event: Event) -> (State, [Effect]) {
        if state.isStopped { return (state, []) }  // after logout, nothing moves
        var next = state

        switch event {
        case .attached:
            return (state, [.render])

        case .edited(let text):
            if case .sending = state.mode { return (state, []) }  // the text that was sent stays
            next.text = text
            next.message = nil
            next.mode = .editing  // withdraws a prompt, if one is on screen
            return (next, next == state ? [] : [.render])

        case .submitted:
            guard state.mode == .editing else { return (state, []) }
            guard let days = validDays(state.text) else {
                next.message = String(localized: "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound).")
                return (next, [.render])
            }
            if days > LoanPolicy.confirmationAbove {
                next.mode = .confirming(days: days)
                next.message = String(localized: "Borrow this book for \(days) days? Please confirm.")
                return (next, [.render])
            }
            return startRequest(next, days: days)

        case .confirmed:
            guard case .confirming(let days) = state.mode else { return (state, []) }
            return startRequest(next, days: days)

        case .confirmationCancelled:
            guard case .confirming = state.mode else { return (state, []) }
            next.mode = .editing
            next.message = nil
            return (next, [.render])

        case let .replied(request, result):
            guard state.mode == .sending(request: request) else { return (state, []) }  // old or duplicate
            next.mode = .editing
            next.message = message(for: result)
            return (next, [.render])

        case .stopped:
            next.isStopped = true
            next.mode = .editing
            return (next, [])
        }
    }

    static func frame(of state: State) -> BorrowFrame {
        switch state.mode {
        case .sending:
            return BorrowFrame(durationText: state.text, isBusy: true, canSubmit: false, message: nil)
        case .confirming:
            return BorrowFrame(durationText: state.text, isBusy: false, canSubmit: false, message: state.message, phase: .confirming)
        case .editing:
            return BorrowFrame(durationText: state.text, isBusy: false, canSubmit: validDays(state.text) != nil, message: state.message)
        }
    }

    static func validDays(_ text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func startRequest(_ state: State, days: Int) -> (State, [Effect]) {
        var next = state
        next.requestsMade += 1
        next.mode = .sending(request: next.requestsMade)
        next.message = nil
        // Busy is drawn before the service is asked.
        return (next, [.render, .borrow(days: days, request: next.requestsMade)])
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt):
            return String(localized: "Done! The book is yours for \(receipt.days) days.")
        case .failure(.invalidDays):
            return String(localized: "The library no longer lends for that many days. Choose a shorter loan.")
        case .failure(.unavailable):
            return String(localized: "Someone else has this book right now. Try again later.")
        }
    }

    // MARK: The shell

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = State()

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !state.isStopped else { return }
        self.view = view
        send(.attached)
    }

    func durationChanged(_ text: String) { send(.edited(text)) }
    func submit() { send(.submitted) }
    func confirm() { send(.confirmed) }
    func cancelConfirmation() { send(.confirmationCancelled) }

    func stop() {
        send(.stopped)
        view = nil
    }

    private func send(_ event: Event) {
        let (next, effects) = Self.reduce(state, event)
        state = next
        for effect in effects {
            switch effect {
            case .render:
                view?.display(Self.frame(of: state))
            case let .borrow(days, request):
                borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                    OperationQueue.main.addOperation { [weak self] in
                        self?.send(.replied(request: request, result: result))
                    }
                }
            }
        }
    }
}
