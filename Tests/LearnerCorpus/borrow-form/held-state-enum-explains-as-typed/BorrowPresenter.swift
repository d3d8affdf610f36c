// The borrowing form's presenter: one enum says where the form is; the frame is derived from it.
import Foundation

final class BorrowPresenter {
    private enum Step {
        case editing(note: String?)
        case confirming(days: Int)
        case sending(request: Int)
        case stopped
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var text = "14"
    private var step = Step.editing(note: nil)
    private var requests = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        if case .stopped = step { return }
        self.view = view
        view.display(frame)
    }

    func durationChanged(_ text: String) {
        switch step {
        case .stopped, .sending: return
        case .editing, .confirming:
            self.text = text
            step = .editing(note: nil)
            draw()
        }
    }

    func submit() {
        guard case .editing = step else { return }
        guard let days = validDays else {
            // The explanation of invalid text is already part of every editing frame.
            step = .editing(note: nil)
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
        step = .editing(note: "Okay, not borrowed. Change the days or try again.")
        draw()
    }

    func stop() {
        step = .stopped
        view = nil
    }

    private var validDays: Int? {
        Int(text).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func send(_ days: Int) {
        requests += 1
        let request = requests
        step = .sending(request: request)
        draw()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.settle(request, result)
        }
    }

    private func settle(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard case .sending(let current) = step, current == request else { return }
        switch result {
        case .success(let receipt):
            step = .editing(note: "📚 It's yours for \(receipt.days) day\(receipt.days == 1 ? "" : "s").")
        case .failure(.invalidDays):
            step = .editing(note: "The library's loan policy changed: this duration isn't accepted now.")
        case .failure(.unavailable):
            step = .editing(note: "Another reader has this book at the moment.")
        }
        draw()
    }

    /// Invalid text is explained as it is typed, the same way before and after a submit.
    private var explanation: String? {
        validDays == nil ? "Type a whole number of days from 1 to 14." : nil
    }

    private var frame: BorrowFrame {
        switch step {
        case .editing(let note):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: validDays != nil, message: note ?? explanation, phase: .editing)
        case .stopped:
            // Never drawn: nothing reaches a view after stop().
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: nil, phase: .editing)
        case .confirming(let days):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Borrow for \(days) days? Loans over \(LoanPolicy.confirmationAbove) days need a confirmation.",
                               phase: .confirming)
        case .sending:
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
        }
    }

    private func draw() {
        view?.display(frame)
    }
}
