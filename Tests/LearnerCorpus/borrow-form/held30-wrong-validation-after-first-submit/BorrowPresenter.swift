// The borrowing form's presenter: the form is a small value; the frame is a pure function of it.
import Foundation

struct BorrowForm: Equatable {
    enum Step: Equatable { case editing, confirming(days: Int), sending(Int) }

    var text = "14"
    var message: String?
    var step: Step = .editing
    /// Once the user has tried to submit an invalid duration, the form keeps explaining
    /// what is wrong while they correct it (and stops once the text is valid).
    var showsValidation = false

    var days: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    static let validationMessage = "The loan must be a whole number of days, 1 to 14."

    var frame: BorrowFrame {
        switch step {
        case .editing:
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: days != nil, message: message)
        case .confirming(let days):
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Confirm a loan of \(days) days?", phase: .confirming)
        case .sending:
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
    }
}

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var form = BorrowForm()
    private var requests = 0
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        view.display(form.frame)
    }

    func durationChanged(_ text: String) {
        guard !stopped else { return }
        if case .sending = form.step { return }
        form.text = text
        form.step = .editing
        if form.days != nil { form.showsValidation = false }
        form.message = form.showsValidation ? BorrowForm.validationMessage : nil
        render()
    }

    func submit() {
        guard !stopped, form.step == .editing else { return }
        guard let days = form.days else {
            form.showsValidation = true
            form.message = BorrowForm.validationMessage
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            form.step = .confirming(days: days)
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !stopped, case .confirming(let days) = form.step else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard !stopped, case .confirming = form.step else { return }
        form.step = .editing
        form.message = "Not confirmed."
        render()
    }

    func stop() {
        stopped = true
        view = nil
    }

    private func send(_ days: Int) {
        requests += 1
        let request = requests
        form.step = .sending(request)
        form.message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.receive(result, request: request)
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, request: Int) {
        guard !stopped, form.step == .sending(request) else { return }
        form.step = .editing
        switch result {
        case .success(let receipt): form.message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): form.message = "The library changed its rules: choose fewer days."
        case .failure(.unavailable): form.message = "Someone else has this book."
        }
        render()
    }

    private func render() {
        guard !stopped else { return }
        view?.display(form.frame)
    }
}
