// The borrowing form's presenter, written as a small state machine: every input (an edit, a tap,
// a reply, stop) is an event; `reduce` turns the state and an event into the next state and the
// effects to run (draw a frame, send a request). The effects run in order, so the busy frame is
// drawn and the request is numbered before the service is asked: a reply that comes back inside
// `borrow` finds the form already waiting for it.
import Foundation

final class BorrowPresenter {
    // MARK: - State

    private enum Phase: Equatable {
        case editing
        case confirming(days: Int)
        case sending(request: Int)
    }

    private struct State {
        var text = String(LoanPolicy.allowedDays.upperBound)
        var phase = Phase.editing
        var message: String?
        var lastRequest = 0
        var isStopped = false
    }

    private enum Event {
        case attached
        case edited(String)
        case submitTapped
        case confirmTapped
        case cancelTapped
        case replied(request: Int, Result<LoanReceipt, BorrowFailure>)
        case stopped
    }

    private enum Effect {
        case render
        case send(request: Int, days: Int)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = State()

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    // MARK: - Inputs

    func attach(_ view: any BorrowDisplaying) {
        guard !state.isStopped else { return }
        self.view = view
        dispatch(.attached)
    }

    func durationChanged(_ text: String) { dispatch(.edited(text)) }
    func submit() { dispatch(.submitTapped) }
    func confirm() { dispatch(.confirmTapped) }
    func cancelConfirmation() { dispatch(.cancelTapped) }

    func stop() {
        dispatch(.stopped)
        view = nil
    }

    // MARK: - The machine

    private func dispatch(_ event: Event) {
        let effects = Self.reduce(&state, event)
        for effect in effects {
            switch effect {
            case .render:
                view?.display(Self.frame(for: state))
            case .send(let request, let days):
                borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                    self?.dispatch(.replied(request: request, result))
                }
            }
        }
    }

    private static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        if state.isStopped { return [] }
        switch event {
        case .attached:
            return [.render]

        case .edited(let text):
            if case .sending = state.phase { return [] }   // the request keeps the text it sent
            state.text = text
            state.phase = .editing                         // withdraws a prompt, if one is up
            state.message = nil
            return [.render]

        case .submitTapped:
            guard state.phase == .editing else { return [] }
            guard let days = validDays(state.text) else {
                state.message = String(localized: "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound).")
                return [.render]
            }
            if days > LoanPolicy.confirmationAbove {
                state.phase = .confirming(days: days)
                state.message = String(localized: "Borrow this book for \(days) days? Please confirm.")
                return [.render]
            }
            return startRequest(&state, days: days)

        case .confirmTapped:
            guard case .confirming(let days) = state.phase else { return [] }
            return startRequest(&state, days: days)

        case .cancelTapped:
            guard case .confirming = state.phase else { return [] }
            state.phase = .editing
            state.message = nil
            return [.render]

        case .replied(let request, let result):
            guard state.phase == .sending(request: request) else { return [] }   // old or duplicate
            state.phase = .editing
            state.message = message(for: result)
            return [.render]

        case .stopped:
            state.isStopped = true
            return []
        }
    }

    private static func startRequest(_ state: inout State, days: Int) -> [Effect] {
        state.lastRequest += 1
        state.phase = .sending(request: state.lastRequest)
        state.message = nil
        return [.render, .send(request: state.lastRequest, days: days)]
    }

    // MARK: - Drawing

    private static func frame(for state: State) -> BorrowFrame {
        switch state.phase {
        case .sending:
            return BorrowFrame(durationText: state.text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
        case .confirming:
            return BorrowFrame(durationText: state.text, isBusy: false, canSubmit: false, message: state.message, phase: .confirming)
        case .editing:
            return BorrowFrame(durationText: state.text, isBusy: false, canSubmit: validDays(state.text) != nil,
                               message: state.message, phase: .editing)
        }
    }

    /// A whole number of days the form accepts; spaces around it are forgiven.
    private static func validDays(_ text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)),
              LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt):
            return String(localized: "Borrowed for \(receipt.days) days. Enjoy the book!")
        case .failure(.invalidDays):
            return String(localized: "The library no longer lends books for that long. Choose fewer days.")
        case .failure(.unavailable):
            return String(localized: "Someone else has this book right now.")
        }
    }
}
