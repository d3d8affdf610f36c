// The borrowing form's presenter: main-actor state, the service awaited in a task through a
// continuation that a second reply can never reach, and a form that explains bad text as it is typed.
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Step: Equatable {
        case editing
        case confirming(days: Int)
        case sending(request: Int)
        case ended
    }

    /// Lets a completion resume its continuation once, whatever the service does afterwards.
    private final class FirstReplyOnly {
        private var used = false
        func take() -> Bool {
            defer { used = true }
            return !used
        }
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var note: String?
    private var step = Step.editing
    private var requests = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard step != .ended else { return }
        self.view = view
        // Shown twice on purpose: "the same frame shown twice is harmless".
        draw()
        draw()
    }

    func durationChanged(_ text: String) {
        switch step {
        case .ended, .sending: return
        case .editing, .confirming:
            self.text = text
            step = .editing
            note = Self.explanation(for: text)
            draw()
        }
    }

    func submit() {
        guard step == .editing else { draw(); return }   // a tap that changes nothing redraws
        guard let days = Self.days(in: text) else {
            note = Self.explanation(for: text)
            draw()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            step = .confirming(days: days)
            draw()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard case .confirming(let days) = step else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard case .confirming = step else { return }
        step = .editing
        note = "Not confirmed: nothing was borrowed."
        draw()
    }

    func stop() {
        step = .ended
        view = nil
    }

    /// Spaces around a number are accepted (the brief leaves them to the presenter).
    private static func days(in text: String) -> Int? {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    /// What a fresh form says about a text: nothing for a valid one, why for any other.
    private static func explanation(for text: String) -> String? {
        days(in: text) == nil ? "Choose a whole number of days, 1 to 14." : nil
    }

    private func send(_ days: Int) {
        requests += 1
        let request = requests
        step = .sending(request: request)
        note = nil
        draw()
        // The task keeps the service, never the presenter: the request goes out even if the
        // screen closes before the task runs, and its reply then finds no presenter.
        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { [weak self] in
            let reply: Result<LoanReceipt, BorrowFailure> = await withCheckedContinuation { continuation in
                let once = FirstReplyOnly()
                borrowing.borrow(bookID: bookID, days: days) { result in
                    if once.take() { continuation.resume(returning: result) }
                }
            }
            self?.receive(reply, for: request)
        }
    }

    private func receive(_ reply: Result<LoanReceipt, BorrowFailure>, for request: Int) {
        guard step == .sending(request: request) else { return }
        step = .editing
        switch reply {
        case .success(let receipt):
            note = "Done: the book is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            note = "The library's rules changed: that many days is no longer allowed."
        case .failure(.unavailable):
            note = "This book is out right now."
        }
        draw()
    }

    private func draw() {
        let frame: BorrowFrame
        switch step {
        case .ended:
            return
        case .sending:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        case .confirming(let days):
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: "\(days) days is a long loan. Confirm?", phase: .confirming)
        case .editing:
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.days(in: text) != nil, message: note)
        }
        view?.display(frame)
    }
}
