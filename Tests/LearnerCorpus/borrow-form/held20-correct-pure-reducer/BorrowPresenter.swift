// The borrowing form's presenter, written as a pure reducer: every input becomes an Event, a static
// reduce(_:_:) turns the old Form and the event into the new Form and a list of Effects, and the
// presenter only performs those effects (draw a frame, call the library). No actor, no hops: the
// library calls back on the caller's executor, and a reply inside borrow() is just one more event.
import Foundation

final class BorrowPresenter {
    // MARK: State

    private struct Form: Equatable {
        enum Step: Equatable {
            case editing
            case confirming(days: Int)
            case waiting(request: Int)
        }

        var text = "14"
        var message: String?
        var step = Step.editing
        var requestsMade = 0
        var isOver = false
    }

    private enum Event {
        case edited(String)
        case submitted
        case confirmed
        case cancelled
        case replied(request: Int, Result<LoanReceipt, BorrowFailure>)
        case stopped
    }

    private enum Effect: Equatable {
        case draw
        case borrow(days: Int, request: Int)
    }

    // MARK: Wiring

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var form = Form()

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !form.isOver else { return }
        self.view = view
        view.display(Self.frame(of: form))
    }

    func durationChanged(_ text: String) { send(.edited(text)) }
    func submit() { send(.submitted) }
    func stop() { send(.stopped); view = nil }
    func confirm() { send(.confirmed) }
    func cancelConfirmation() { send(.cancelled) }

    private func send(_ event: Event) {
        for effect in Self.reduce(&form, event) {
            switch effect {
            case .draw:
                view?.display(Self.frame(of: form))
            case .borrow(let days, let request):
                borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                    self?.send(.replied(request: request, result))
                }
            }
        }
    }

    // MARK: Reducer

    private static func reduce(_ form: inout Form, _ event: Event) -> [Effect] {
        if form.isOver { return [] }
        switch (event, form.step) {
        case (.stopped, _):
            form.isOver = true
            return []

        case (.edited, .waiting):
            return []
        case (.edited(let text), _):
            form.text = text
            form.message = nil
            form.step = .editing
            return [.draw]

        case (.submitted, .editing):
            guard let days = validDays(form.text) else {
                form.message = "Enter a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."
                return [.draw]
            }
            if days > LoanPolicy.confirmationAbove {
                form.step = .confirming(days: days)
                form.message = nil
                return [.draw]
            }
            return start(&form, days: days)
        case (.submitted, _):
            return []

        case (.confirmed, .confirming(let days)):
            return start(&form, days: days)
        case (.confirmed, _):
            return []

        case (.cancelled, .confirming):
            form.step = .editing
            form.message = "Not borrowed. Change the days or submit again."
            return [.draw]
        case (.cancelled, _):
            return []

        case (.replied(let request, let result), .waiting(let current)) where request == current:
            form.step = .editing
            form.message = message(for: result)
            return [.draw]
        case (.replied, _):
            return []   // a duplicate, or the reply to an older request
        }
    }

    /// The busy frame goes out before the library is called, so a reply inside borrow() lands
    /// on a form that is already waiting for it.
    private static func start(_ form: inout Form, days: Int) -> [Effect] {
        form.requestsMade += 1
        form.step = .waiting(request: form.requestsMade)
        form.message = nil
        return [.draw, .borrow(days: days, request: form.requestsMade)]
    }

    private static func validDays(_ text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Done! The book is yours for \(receipt.days) days."
        case .failure(.invalidDays): return "The library no longer lends for that many days. Try fewer."
        case .failure(.unavailable): return "Someone else has this book right now."
        }
    }

    // MARK: Rendering

    private static func frame(of form: Form) -> BorrowFrame {
        switch form.step {
        case .editing:
            return BorrowFrame(durationText: form.text, isBusy: false,
                               canSubmit: validDays(form.text) != nil, message: form.message)
        case .confirming(let days):
            return BorrowFrame(durationText: form.text, isBusy: false, canSubmit: false,
                               message: "Borrow this book for \(days) days? Please confirm.",
                               phase: .confirming)
        case .waiting:
            return BorrowFrame(durationText: form.text, isBusy: true, canSubmit: false, message: nil)
        }
    }
}
