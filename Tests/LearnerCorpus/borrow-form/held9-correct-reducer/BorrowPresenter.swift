// The borrowing form as a reducer: one value of state, one pure transition function, effects
// performed after the new state is rendered.
import Foundation

final class BorrowPresenter {
    private enum Step: Equatable {
        case editing(message: String?)
        case confirming(days: Int)
        case sending(request: Int)
        case stopped
    }

    private struct State: Equatable {
        var text = "14"
        var step: Step = .editing(message: nil)
        var lastRequest = 0
    }

    private enum Action {
        case edit(String)
        case submit
        case confirm
        case cancel
        case reply(request: Int, result: Result<LoanReceipt, BorrowFailure>)
        case stop
    }

    private enum Effect {
        case none
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

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        if let frame = Self.frame(of: state) { view.display(frame) }
    }

    func durationChanged(_ text: String) { dispatch(.edit(text)) }
    func submit() { dispatch(.submit) }
    func confirm() { dispatch(.confirm) }
    func cancelConfirmation() { dispatch(.cancel) }
    func stop() { dispatch(.stop) }

    private func dispatch(_ action: Action) {
        var next = state
        let effect = Self.reduce(&next, action)
        guard next != state else { return }
        state = next
        if let frame = Self.frame(of: state) { view?.display(frame) }
        if case .send(let request, let days) = effect {
            borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                self?.dispatch(.reply(request: request, result: result))
            }
        }
    }

    private static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)),
              LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func reduce(_ state: inout State, _ action: Action) -> Effect {
        switch (state.step, action) {
        case (.stopped, _), (.sending, .edit), (.sending, .submit), (.sending, .confirm), (.sending, .cancel):
            return .none
        case (_, .stop):
            state.step = .stopped
            return .none
        case (_, .edit(let text)):
            state.text = text
            state.step = .editing(message: nil)
            return .none
        case (.editing, .submit):
            guard let days = days(in: state.text) else {
                state.step = .editing(message: "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound).")
                return .none
            }
            if days > LoanPolicy.confirmationAbove {
                state.step = .confirming(days: days)
                return .none
            }
            return send(&state, days: days)
        case (.confirming(let days), .confirm):
            return send(&state, days: days)
        case (.confirming, .cancel):
            state.step = .editing(message: nil)
            return .none
        case (.sending(let current), .reply(let request, let result)) where current == request:
            state.step = .editing(message: message(for: result))
            return .none
        default:
            return .none
        }
    }

    private static func send(_ state: inout State, days: Int) -> Effect {
        state.lastRequest += 1
        state.step = .sending(request: state.lastRequest)
        return .send(request: state.lastRequest, days: days)
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): return "The library no longer lends this book for that long. Try fewer days."
        case .failure(.unavailable): return "Someone else has this book right now."
        }
    }

    private static func frame(of state: State) -> BorrowFrame? {
        switch state.step {
        case .stopped:
            return nil
        case .sending:
            return BorrowFrame(durationText: state.text, isBusy: true, canSubmit: false, message: nil)
        case .confirming(let days):
            return BorrowFrame(durationText: state.text, isBusy: false, canSubmit: false,
                               message: "Borrow for \(days) days? Please confirm.", phase: .confirming)
        case .editing(let message):
            return BorrowFrame(durationText: state.text, isBusy: false, canSubmit: days(in: state.text) != nil,
                               message: message)
        }
    }
}
