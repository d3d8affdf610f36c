import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var phase: BorrowPhase = .editing
    private var pendingDays: Int?
    private var requestedDays: Int?   // the request in flight, identified by what we asked for
    private var isActive = true

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard isActive, !isBusy else { return }
        durationText = text
        message = nil
        if phase == .confirming {
            phase = .editing
            pendingDays = nil
        }
        render()
    }

    func submit() {
        guard isActive, !isBusy, phase == .editing else { return }
        guard let days = validDays else {
            message = "Please choose a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            pendingDays = days
            message = "Borrow for \(days) days? Please confirm."
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard isActive, !isBusy, phase == .confirming, let days = pendingDays else { return }
        phase = .editing
        pendingDays = nil
        send(days)
    }

    func cancelConfirmation() {
        guard isActive, phase == .confirming else { return }
        phase = .editing
        pendingDays = nil
        message = nil
        render()
    }

    func stop() {
        isActive = false
        requestedDays = nil
        view = nil
    }

    private func send(_ days: Int) {
        requestedDays = days
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self = self, self.isActive, self.isBusy, self.requestedDays == days else { return }
            self.isBusy = false
            self.requestedDays = nil
            switch result {
            case .success(let receipt):
                self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays):
                self.message = "The library no longer allows that many days. Choose a shorter loan."
            case .failure(.unavailable):
                self.message = "Sorry, this book is not available right now."
            }
            self.render()
        }
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func render() {
        view?.display(BorrowFrame(durationText: durationText,
                                  isBusy: isBusy,
                                  canSubmit: validDays != nil && !isBusy && phase == .editing,
                                  message: message,
                                  phase: phase))
    }
}
