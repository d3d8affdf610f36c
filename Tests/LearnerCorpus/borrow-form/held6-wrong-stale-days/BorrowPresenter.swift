import Foundation

/// The borrowing form's presenter. It parses the duration as it is typed and keeps the days.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var days: Int? = 14
    private var canSubmit = true
    private var message: String?
    private var isBusy = false
    private var pendingDays: Int?
    private var currentRequest: UUID?
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !stopped, !isBusy else { return }
        durationText = text
        pendingDays = nil
        message = nil
        if let parsed = Int(text), LoanPolicy.allowedDays.contains(parsed) {
            days = parsed
            canSubmit = true
        } else {
            canSubmit = false
        }
        render()
    }

    func submit() {
        guard !stopped, !isBusy, pendingDays == nil else { return }
        guard let days else {
            message = "Choose between 1 and 14 days."
            return render()
        }
        if days > LoanPolicy.confirmationAbove {
            pendingDays = days
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !stopped, let days = pendingDays else { return }
        pendingDays = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !stopped, pendingDays != nil else { return }
        pendingDays = nil
        render()
    }

    func stop() {
        stopped = true
        currentRequest = nil
        pendingDays = nil
    }

    private func send(_ days: Int) {
        let request = UUID()
        currentRequest = request
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.stopped, self.currentRequest == request else { return }
            self.currentRequest = nil
            self.isBusy = false
            switch result {
            case .success(let receipt): self.message = "You have it for \(receipt.days) days."
            case .failure(.invalidDays): self.message = "That many days is no longer allowed."
            case .failure(.unavailable): self.message = "This book is not available."
            }
            self.render()
        }
    }

    private func render() {
        guard !stopped else { return }
        if let pendingDays {
            view?.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                      message: "Confirm a loan of \(pendingDays) days.", phase: .confirming))
        } else {
            view?.display(BorrowFrame(durationText: durationText, isBusy: isBusy,
                                      canSubmit: canSubmit && !isBusy, message: message))
        }
    }
}
