// The borrowing form's presenter, on the main actor, awaiting the library through async/await.
//
// Each request gets a generation number; the reply is applied only while its generation is the
// current one. The callback API is wrapped in a continuation that is resumed at most once, so a
// library that calls back twice cannot crash it. Frames are drawn after every step, also when a
// step changes nothing on screen (a tap or an edit while busy draws the busy frame again).
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Mode: Equatable {
        case form
        case askingToConfirm(days: Int)
        case waiting(generation: Int)
        case loggedOut
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var message: String?
    private var mode: Mode = .form
    private var generation = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        switch mode {
        case .loggedOut:
            return
        case .waiting:
            render()   // the edit is ignored: the busy frame, with the text that was sent, again
        case .form, .askingToConfirm:
            self.text = text
            message = nil
            mode = .form
            render()
        }
    }

    func submit() {
        switch mode {
        case .loggedOut, .askingToConfirm:
            return
        case .waiting:
            render()
        case .form:
            // Spaces are not trimmed: " 7" is not a number of days as Int(_:) reads it.
            guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else {
                message = "\u{201C}\(text)\u{201D} won't do: loans run from 1 to 14 whole days."
                render()
                return
            }
            if days > LoanPolicy.confirmationAbove {
                message = nil
                mode = .askingToConfirm(days: days)
                render()
            } else {
                send(days: days)
            }
        }
    }

    func confirm() {
        guard case .askingToConfirm(let days) = mode else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard case .askingToConfirm = mode else { return }
        mode = .form
        message = nil
        render()
    }

    func stop() {
        mode = .loggedOut
    }

    // MARK: - The request

    private func send(days: Int) {
        generation += 1
        let mine = generation
        mode = .waiting(generation: mine)
        message = nil
        render()
        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { [weak self] in
            let outcome = await Self.borrowOnce(borrowing, bookID: bookID, days: days)
            self?.finish(generation: mine, outcome: outcome)
        }
    }

    /// The library's callback as one awaited value; a second callback is dropped.
    private static func borrowOnce(_ borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            var resumed = false
            borrowing.borrow(bookID: bookID, days: days) { outcome in
                guard !resumed else { return }
                resumed = true
                continuation.resume(returning: outcome)
            }
        }
    }

    private func finish(generation: Int, outcome: Result<LoanReceipt, BorrowFailure>) {
        guard mode == .waiting(generation: generation) else { return }
        mode = .form
        switch outcome {
        case .success(let receipt):
            message = "Enjoy! Due back in \(receipt.days) days."
        case .failure(.invalidDays):
            message = "Library rules changed: \(text) days is not allowed any more."
        case .failure(.unavailable):
            message = "Sorry, this copy was just taken by another reader."
        }
        render()
    }

    // MARK: - Drawing

    private func render() {
        guard let view else { return }
        switch mode {
        case .loggedOut:
            return
        case .waiting:
            view.display(BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil))
        case .askingToConfirm(let days):
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                     message: "Borrow for \(days) days? Please confirm.", phase: .confirming))
        case .form:
            let valid = Int(text).map(LoanPolicy.allowedDays.contains) ?? false
            view.display(BorrowFrame(durationText: text, isBusy: false, canSubmit: valid, message: message))
        }
    }
}
