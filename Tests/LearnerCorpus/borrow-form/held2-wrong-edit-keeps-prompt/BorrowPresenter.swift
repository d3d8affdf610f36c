import Foundation

/// What the form shows, as a value: the presenter changes it and renders it whole.
private struct FormState {
    var text = "14"
    var message: String?
    var isBusy = false
    var isConfirming = false

    var days: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    var frame: BorrowFrame {
        if isBusy {
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
        if isConfirming {
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Loans over \(LoanPolicy.confirmationAbove) days need a confirmation.", phase: .confirming)
        }
        return BorrowFrame(durationText: text, isBusy: false, canSubmit: days != nil, message: message)
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var state = FormState()
    private var requestNumber = 0
    private var awaitingConfirmation: Int?   // the days the prompt asks about
    private var isStopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !isStopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped, !state.isBusy else { return }
        state.text = text
        state.message = nil
        state.isConfirming = false
        render()
    }

    func submit() {
        guard !isStopped, !state.isBusy, !state.isConfirming else { return }
        guard let days = state.days else {
            state.message = "Choose between 1 and 14 days."
            render()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            awaitingConfirmation = days
            state.message = nil
            state.isConfirming = true
            render()
            return
        }
        start(days)
    }

    func confirm() {
        guard !isStopped, !state.isBusy, let days = awaitingConfirmation else { return }
        awaitingConfirmation = nil
        state.isConfirming = false
        start(days)
    }

    func cancelConfirmation() {
        guard !isStopped, state.isConfirming else { return }
        awaitingConfirmation = nil
        state.isConfirming = false
        state.message = "Not confirmed."
        render()
    }

    func stop() {
        isStopped = true
        view = nil
    }

    private func start(_ days: Int) {
        requestNumber += 1
        let number = requestNumber
        state.isBusy = true
        state.message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            Task { @MainActor in
                self?.finish(number, result)
            }
        }
    }

    private func finish(_ number: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, number == requestNumber, state.isBusy else { return }
        state.isBusy = false
        switch result {
        case .success(let receipt): state.message = "Borrowed: due back in \(receipt.days) days."
        case .failure(.invalidDays): state.message = "The library does not allow that duration now."
        case .failure(.unavailable): state.message = "Someone else has borrowed this book."
        }
        render()
    }

    private func render() {
        view?.display(state.frame)
    }
}
