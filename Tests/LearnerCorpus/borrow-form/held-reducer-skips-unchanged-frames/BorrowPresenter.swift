// A small unidirectional design: events go through a pure reducer, which returns the new state
// and the effects to run. The view is only given a frame when it differs from the last one it got.
import Foundation

/// Identity of one request: two requests are different objects even with the same book and days.
private final class RequestToken {}

private struct FormState {
    var text = "14"
    var note: String?
    var waitingFor: RequestToken?
    var askingToConfirm: Int?
    var isOver = false

    var validDays: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    var frame: BorrowFrame {
        if waitingFor != nil {
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
        }
        if let days = askingToConfirm {
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Please confirm the \(days)-day loan.", phase: .confirming)
        }
        return BorrowFrame(durationText: text, isBusy: false, canSubmit: validDays != nil, message: note, phase: .editing)
    }
}

private enum Event {
    case edited(String)
    case submitted
    case confirmed
    case cancelled
    case replied(RequestToken, Result<LoanReceipt, BorrowFailure>)
    case stopped
}

private enum Effect {
    case borrow(days: Int, token: RequestToken)
}

private func reduce(_ state: inout FormState, _ event: Event) -> [Effect] {
    guard !state.isOver else { return [] }
    switch event {
    case .edited(let text):
        guard state.waitingFor == nil else { return [] }
        state.text = text
        state.note = nil
        state.askingToConfirm = nil
    case .submitted:
        guard state.waitingFor == nil, state.askingToConfirm == nil else { return [] }
        guard let days = state.validDays else {
            state.note = "Sorry, loans run from 1 to 14 days."
            return []
        }
        if days > LoanPolicy.confirmationAbove {
            state.askingToConfirm = days
            return []
        }
        return start(&state, days)
    case .confirmed:
        guard state.waitingFor == nil, let days = state.askingToConfirm else { return [] }
        state.askingToConfirm = nil
        return start(&state, days)
    case .cancelled:
        guard state.askingToConfirm != nil else { return [] }
        state.askingToConfirm = nil
        state.note = "Loan not confirmed."
    case .replied(let token, let result):
        guard let waiting = state.waitingFor, waiting === token else { return [] }
        state.waitingFor = nil
        switch result {
        case .success(let receipt): state.note = "Borrowed! \(receipt.days) days from today."
        case .failure(.invalidDays): state.note = "The library won't lend it for that long now."
        case .failure(.unavailable): state.note = "Out of stock: someone else has it."
        }
    case .stopped:
        state.isOver = true
    }
    return []
}

private func start(_ state: inout FormState, _ days: Int) -> [Effect] {
    let token = RequestToken()
    state.waitingFor = token
    state.note = nil
    return [.borrow(days: days, token: token)]
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = FormState()
    private var lastDrawn: BorrowFrame?

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !state.isOver else { return }
        self.view = view
        lastDrawn = nil
        draw()
    }

    func durationChanged(_ text: String) { send(.edited(text)) }
    func submit() { send(.submitted) }
    func confirm() { send(.confirmed) }
    func cancelConfirmation() { send(.cancelled) }

    func stop() {
        send(.stopped)
        view = nil
    }

    private func send(_ event: Event) {
        guard !state.isOver else { return }
        let effects = reduce(&state, event)
        if !state.isOver {
            draw()
        }
        for effect in effects {
            run(effect)
        }
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .borrow(let days, let token):
            borrowing.borrow(bookID: bookID, days: days) { [weak self, weak token] result in
                guard let token else { return }
                self?.send(.replied(token, result))
            }
        }
    }

    /// Draws the current frame, unless the view already shows exactly that frame.
    private func draw() {
        let frame = state.frame
        guard frame != lastDrawn else { return }
        lastDrawn = frame
        view?.display(frame)
    }
}
