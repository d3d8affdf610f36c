// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var confirmingDays: Int?
    private var isAskingToConfirm = false
    private var currentRequest: UUID?
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        // Show the form as it is now, at once.
        view.display(frame)
    }

    func durationChanged(_ text: String) {
        guard !stopped, currentRequest == nil else { return }
        durationText = text
        message = nil
        isAskingToConfirm = false
        confirmingDays = nil
        render()
    }

    func submit() {
        guard !stopped, currentRequest == nil, !isAskingToConfirm else { return }
        guard let days = validDays else {
            message = "Please enter 1 to 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            confirmingDays = days
            isAskingToConfirm = true
            message = "Borrow for \(days) days?"
            render()
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard !stopped, currentRequest == nil, let days = confirmingDays else { return }
        confirmingDays = nil
        isAskingToConfirm = false
        send(days: days)
    }

    func cancelConfirmation() {
        guard !stopped, isAskingToConfirm else { return }
        isAskingToConfirm = false
        confirmingDays = nil
        message = "Not confirmed."
        render()
    }

    func stop() {
        stopped = true
        currentRequest = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(days: Int) {
        let request = UUID()
        currentRequest = request
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result, for: request)
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, for request: UUID) {
        guard !stopped, currentRequest == request else { return }
        currentRequest = nil
        switch result {
        case .success(let receipt): message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): message = "That many days is no longer allowed."
        case .failure(.unavailable): message = "This book is out right now."
        }
        render()
    }

    private var frame: BorrowFrame {
        if currentRequest != nil {
            return BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        }
        if isAskingToConfirm {
            return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        }
        return BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
    }

    private func render() {
        guard !stopped else { return }
        view?.display(frame)
    }
}
