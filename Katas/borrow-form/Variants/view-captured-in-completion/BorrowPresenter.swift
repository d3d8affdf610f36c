// Near miss (mutant): the presenter holds its view weakly, but the request's completion captures
// the view strongly to draw the outcome, so a request in flight keeps a dismissed screen alive,
// and a view attached while the request is in flight never sees its outcome.
import Foundation

final class BorrowPresenter {
    private enum Step: Equatable { case editing, confirming(Int), sending(Int) }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    private var step = Step.editing
    private var running = true
    private var requestNumber = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard running else { return }
        self.view = view
        view.display(frame)
    }

    func durationChanged(_ text: String) {
        // Ignored while a request is in flight; with the prompt on screen, it withdraws the prompt.
        if case .sending = step { return }
        guard running else { return }
        step = .editing
        durationText = text
        message = nil
        view?.display(frame)
    }

    func submit() {
        guard running, step == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "A loan is 1 to 14 days."
            view?.display(frame)
            return
        }
        if days > LoanPolicy.confirmationAbove {
            step = .confirming(days)
            message = "Please confirm \(days) days."
            view?.display(frame)
        } else {
            send(days)
        }
    }

    func confirm() {
        guard running, case let .confirming(days) = step else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard running, case .confirming = step else { return }
        step = .editing
        message = nil
        view?.display(frame)
    }

    func stop() {
        running = false
        view = nil
    }

    private func send(_ days: Int) {
        requestNumber += 1
        let number = requestNumber
        step = .sending(days)
        message = nil
        view?.display(frame)
        let screen = view  // The slip: a strong reference, kept by the completion below.
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, self.running, self.requestNumber == number, case .sending = self.step else { return }
            self.step = .editing
            switch result {
            case .success(let receipt): self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays): self.message = "That many days is no longer allowed."
            case .failure(.unavailable): self.message = "This book is out right now."
            }
            screen?.display(self.frame)
        }
    }

    private var frame: BorrowFrame {
        let valid = Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
        switch step {
        case .editing:
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: valid, message: message)
        case .confirming:
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        case .sending:
            return BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
    }
}
