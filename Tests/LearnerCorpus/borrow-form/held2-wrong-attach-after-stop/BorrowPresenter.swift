import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var phase = BorrowPhase.editing
    private var confirmDays: Int?
    private var current: Int?
    private var counter = 0
    private var isActive = true

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    /// Shows the form as it is now (the screen may have been rebuilt).
    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard isActive, current == nil else { return }
        self.text = text
        message = nil
        phase = .editing
        confirmDays = nil
        render()
    }

    func submit() {
        guard isActive, current == nil, phase == .editing else { return }
        guard let days = parsedDays() else {
            message = "\"\(text)\" is not a number of days from 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            confirmDays = days
            message = "Please confirm a loan of \(days) days."
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard isActive, phase == .confirming, let days = confirmDays else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard isActive, phase == .confirming else { return }
        phase = .editing
        confirmDays = nil
        message = nil
        render()
    }

    /// Logout: switch the feature off. Late replies, edits and taps do nothing from now on.
    func stop() {
        isActive = false
        current = nil
        view = nil
    }

    private func parsedDays() -> Int? {
        Int(text).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func send(_ days: Int) {
        counter += 1
        let id = counter
        current = id
        phase = .editing
        confirmDays = nil
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.receive(result, id: id)
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, id: Int) {
        guard isActive, current == id else { return }
        current = nil
        switch result {
        case .success(let receipt): message = "Loan confirmed: \(receipt.days) days."
        case .failure(let failure):
            message = failure == .invalidDays ? "That duration is no longer allowed." : "The book is unavailable."
        }
        render()
    }

    private func render() {
        let busy = current != nil
        let frame = BorrowFrame(
            durationText: text,
            isBusy: busy,
            canSubmit: !busy && phase == .editing && parsedDays() != nil,
            message: busy ? nil : message,
            phase: phase
        )
        view?.display(frame)
    }
}
