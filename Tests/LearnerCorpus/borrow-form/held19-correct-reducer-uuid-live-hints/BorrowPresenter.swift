// The borrowing form's presenter.
//
// Style: the form is a value (`Form`), changed only by `reduce(_:_:)`, a pure function of the
// form and an action; the presenter applies the result, renders it, and performs the effect it
// asks for. Each request carries a UUID; a reply whose UUID is not the current one is dropped.
// Invalid text is explained as it is typed (the same words a submit of that text shows), and
// spaces around a number are trimmed.
import Foundation

final class BorrowPresenter {
    // MARK: State

    private enum Phase: Equatable {
        case editing(message: String?)
        case confirming(days: Int)
        case busy(request: UUID)
        case stopped
    }

    private struct Form: Equatable {
        var text: String
        var phase: Phase
    }

    private enum Action {
        case edited(String)
        case submitted
        case confirmed
        case cancelled
        case replied(UUID, Result<LoanReceipt, BorrowFailure>)
        case stopped
    }

    private enum Effect {
        case none
        case render
        case borrow(days: Int, request: UUID)
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var form = Form(text: "14", phase: .editing(message: nil))

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    // MARK: What the view reports

    func attach(_ view: any BorrowDisplaying) {
        guard form.phase != .stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) { send(.edited(text)) }
    func submit() { send(.submitted) }
    func confirm() { send(.confirmed) }
    func cancelConfirmation() { send(.cancelled) }
    func stop() { send(.stopped) }
}

// MARK: - The reducer

extension BorrowPresenter {
    private static func reduce(_ form: inout Form, _ action: Action) -> Effect {
        switch (form.phase, action) {
        case (.stopped, _):
            return .none

        case (_, .stopped):
            form.phase = .stopped
            return .none

        case (.busy, .edited), (.busy, .submitted), (.busy, .confirmed), (.busy, .cancelled):
            return .none

        case (.busy(let current), .replied(let request, let result)):
            guard current == request else { return .none }
            form.phase = .editing(message: outcome(result))
            return .render

        case (_, .replied):
            return .none  // a duplicate, or a reply to a request that is no longer current

        case (.editing, .edited(let text)), (.confirming, .edited(let text)):
            form.text = text
            form.phase = .editing(message: explanation(for: text))
            return .render

        case (.editing, .submitted):
            guard let days = validDays(form.text) else {
                form.phase = .editing(message: explanation(for: form.text))
                return .render
            }
            if days > LoanPolicy.confirmationAbove {
                form.phase = .confirming(days: days)
                return .render
            }
            let request = UUID()
            form.phase = .busy(request: request)
            return .borrow(days: days, request: request)

        case (.confirming(let days), .confirmed):
            let request = UUID()
            form.phase = .busy(request: request)
            return .borrow(days: days, request: request)

        case (.confirming, .cancelled):
            form.phase = .editing(message: String(localized: "Not confirmed. Change the days or submit again."))
            return .render

        case (.editing, .confirmed), (.editing, .cancelled), (.confirming, .submitted):
            return .none
        }
    }

    private func send(_ action: Action) {
        switch Self.reduce(&form, action) {
        case .none:
            if form.phase == .stopped { view = nil }
        case .render:
            render()
        case .borrow(let days, let request):
            render()  // the busy frame, before the service may answer inside borrow()
            borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
                self?.send(.replied(request, result))
            }
        }
    }

    private func render() {
        guard let frame = Self.frame(of: form) else { return }
        view?.display(frame)
    }
}

// MARK: - Frames and words

extension BorrowPresenter {
    private static func frame(of form: Form) -> BorrowFrame? {
        switch form.phase {
        case .stopped:
            return nil
        case .editing(let message):
            return BorrowFrame(durationText: form.text, isBusy: false, canSubmit: validDays(form.text) != nil, message: message)
        case .busy:
            return BorrowFrame(durationText: form.text, isBusy: true, canSubmit: false, message: nil)
        case .confirming(let days):
            return BorrowFrame(
                durationText: form.text, isBusy: false, canSubmit: false,
                message: String(localized: "Borrow this book for \(days) days? Please confirm."),
                phase: .confirming
            )
        }
    }

    private static func validDays(_ text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    /// Why a text cannot be submitted, or nil when it can. Shown as it is typed and on submit alike.
    private static func explanation(for text: String) -> String? {
        if validDays(text) != nil { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return String(localized: "Enter how many days you want the book for.") }
        if Int(trimmed) == nil { return String(localized: "Enter a whole number of days.") }
        return String(localized: "You can borrow a book for 1 to 14 days.")
    }

    private static func outcome(_ result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt):
            return String(localized: "Borrowed for \(receipt.days) days. Enjoy the book!")
        case .failure(.invalidDays):
            return String(localized: "The library does not lend for that many days any more. Try fewer days.")
        case .failure(.unavailable):
            return String(localized: "Someone else has this book right now.")
        }
    }
}
