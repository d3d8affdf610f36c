import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var phase = BorrowPhase.editing
    private var isActive = true
    private var generation = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard isActive else { return }
        durationText = text
        message = nil
        phase = .editing
        render()
    }

    func submit() {
        guard isActive, !isBusy, phase == .editing else { return }
        guard let days = validDays else {
            message = "Choose between \(LoanPolicy.allowedDays.lowerBound) and \(LoanPolicy.allowedDays.upperBound) days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            message = "Borrow for \(days) days? Please confirm."
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard isActive, !isBusy, phase == .confirming, let days = validDays else { return }
        phase = .editing
        send(days)
    }

    func cancelConfirmation() {
        guard isActive, phase == .confirming else { return }
        phase = .editing
        message = nil
        render()
    }

    func stop() {
        isActive = false
        generation += 1
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(_ days: Int) {
        generation += 1
        let ticket = generation
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, self.isActive, self.isBusy, self.generation == ticket else { return }
            self.isBusy = false
            switch result {
            case .success(let receipt):
                self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays):
                self.message = "The library no longer allows that duration."
            case .failure(.unavailable):
                self.message = "This book is not available right now."
            }
            self.render()
        }
    }

    private func render() {
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: validDays != nil && !isBusy && phase == .editing,
            message: message,
            phase: phase
        ))
    }
}
