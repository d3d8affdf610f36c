import Foundation

/// The form's state lives in observed properties: any change redraws the form, so the screen can
/// never miss one.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14" { didSet { render() } }
    private var message: String? { didSet { render() } }
    private var isBusy = false { didSet { render() } }
    private var phase = BorrowPhase.editing { didSet { render() } }

    private var longLoanDays: Int?
    private var isStopped = false
    private var requestID = 0

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
        guard !isStopped, !isBusy else { return }
        longLoanDays = nil
        phase = .editing
        message = nil
        durationText = text
    }

    func submit() {
        guard !isStopped, !isBusy, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Between 1 and 14 days, please."
            return
        }
        if days > LoanPolicy.confirmationAbove {
            longLoanDays = days
            message = "Do you want to borrow it for \(days) days?"
            phase = .confirming
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !isStopped, !isBusy, phase == .confirming, let days = longLoanDays else { return }
        longLoanDays = nil
        phase = .editing
        send(days)
    }

    func cancelConfirmation() {
        guard !isStopped, phase == .confirming else { return }
        longLoanDays = nil
        message = nil
        phase = .editing
    }

    func stop() {
        isStopped = true
        view = nil
    }

    private func send(_ days: Int) {
        requestID += 1
        let id = requestID
        message = nil
        isBusy = true
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.isStopped, self.isBusy, self.requestID == id else { return }
            self.isBusy = false
            switch result {
            case .success(let receipt): self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays): self.message = "The library changed its rules for this loan length."
            case .failure(.unavailable): self.message = "Unavailable right now."
            }
        }
    }

    private func render() {
        guard !isStopped else { return }
        let valid = Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: valid && !isBusy && phase == .editing,
            message: message,
            phase: phase
        ))
    }
}
