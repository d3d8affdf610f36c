// The borrowing form's presenter: the prompt keeps the action it will run when confirmed.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    private var isSubmitting = false
    private var promptDays: Int?
    private var confirmAction: (() -> Void)?
    private var currentRequest: Int?
    private var requestCounter = 0
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
        guard !isStopped, !isSubmitting else { return }
        durationText = text
        message = nil
        promptDays = nil
        confirmAction = nil
        render()
    }

    func submit() {
        guard !isStopped, !isSubmitting, promptDays == nil else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "Please enter between 1 and 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            promptDays = days
            message = nil
            confirmAction = { self.send(days: days) }
            render()
            return
        }
        send(days: days)
    }

    func confirm() {
        guard !isStopped, promptDays != nil, let action = confirmAction else { return }
        promptDays = nil
        confirmAction = nil
        action()
    }

    func cancelConfirmation() {
        guard !isStopped, promptDays != nil else { return }
        promptDays = nil
        confirmAction = nil
        render()
    }

    func stop() {
        isStopped = true
        currentRequest = nil
        promptDays = nil
        confirmAction = nil
    }

    private func send(days: Int) {
        requestCounter += 1
        let request = requestCounter
        currentRequest = request
        isSubmitting = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result, for: request)
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, for request: Int) {
        guard !isStopped, request == currentRequest else { return }
        currentRequest = nil
        isSubmitting = false
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "That many days is no longer allowed."
        case .failure(.unavailable):
            message = "This book is not available."
        }
        render()
    }

    private var isValid: Bool {
        Int(durationText).map(LoanPolicy.allowedDays.contains) ?? false
    }

    private func render() {
        guard !isStopped else { return }
        let frame: BorrowFrame
        if let days = promptDays {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: "Borrow for \(days) days?", phase: .confirming)
        } else if isSubmitting {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: isValid, message: message)
        }
        view?.display(frame)
    }
}
