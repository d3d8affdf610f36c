// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var phase: BorrowPhase = .editing
    private var activeRequest: UUID?
    private var isStopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    // MARK: - Stage 1 to 3

    func attach(_ view: any BorrowDisplaying) {
        guard !isStopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped, activeRequest == nil else { return }
        durationText = text
        phase = .editing
        message = nil
        render()
    }

    func submit() {
        guard !isStopped, activeRequest == nil, phase == .editing else { return }
        guard let days = days(in: durationText) else {
            message = "That is not a valid loan: use 1 to 14 whole days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            render()
        } else {
            borrow(days)
        }
    }

    func stop() {
        isStopped = true
        activeRequest = nil
        view = nil
    }

    // MARK: - Stage 4

    func confirm() {
        guard phase == .confirming, let days = days(in: durationText) else { return }
        phase = .editing
        borrow(days)
    }

    func cancelConfirmation() {
        guard phase == .confirming else { return }
        phase = .editing
        render()
    }

    // MARK: - Private

    private func days(in text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func borrow(_ days: Int) {
        let id = UUID()
        activeRequest = id
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.isStopped, self.activeRequest == id else { return }
            self.activeRequest = nil
            switch result {
            case .success(let receipt):
                self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays):
                self.message = "The library no longer lends for that long."
            case .failure(.unavailable):
                self.message = "The book is not available."
            }
            self.render()
        }
    }

    private func render() {
        guard let view else { return }
        if activeRequest != nil {
            view.display(BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil))
        } else if phase == .confirming {
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                     message: "Please confirm a \(durationText)-day loan.", phase: .confirming))
        } else {
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: days(in: durationText) != nil, message: message))
        }
    }
}
