import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var phase = BorrowPhase.editing
    /// The long loan the user was asked to confirm.
    private var loanAwaitingConfirmation: Int?
    private var isActive = true
    private var latestRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard isActive else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard isActive, !isBusy else { return }
        durationText = text
        message = nil
        phase = .editing   // typing withdraws the prompt
        render()
    }

    func submit() {
        guard isActive, !isBusy, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Choose a duration between 1 and 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            loanAwaitingConfirmation = days
            phase = .confirming
            message = "Loans over \(LoanPolicy.confirmationAbove) days need a confirmation. Borrow for \(days) days?"
            render()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard isActive, !isBusy, let days = loanAwaitingConfirmation else { return }
        loanAwaitingConfirmation = nil
        phase = .editing
        borrow(days)
    }

    func cancelConfirmation() {
        guard isActive, phase == .confirming else { return }
        loanAwaitingConfirmation = nil
        phase = .editing
        message = "Not confirmed."
        render()
    }

    func stop() {
        isActive = false
        view = nil
    }

    private func borrow(_ days: Int) {
        latestRequest += 1
        let request = latestRequest
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.complete(request, result)
        }
    }

    private func complete(_ request: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard isActive, isBusy, request == latestRequest else { return }
        isBusy = false
        message = {
            switch result {
            case .success(let receipt): return "You have borrowed the book for \(receipt.days) days."
            case .failure(.invalidDays): return "The allowed loan length has changed."
            case .failure(.unavailable): return "The book has just been borrowed by someone else."
            }
        }()
        render()
    }

    private func render() {
        let isValid = Int(durationText).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: isValid && !isBusy && phase == .editing,
            message: message,
            phase: phase
        ))
    }
}
