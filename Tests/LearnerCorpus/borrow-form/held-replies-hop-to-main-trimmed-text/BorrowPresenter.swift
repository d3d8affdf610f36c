import Foundation

/// Replies are always handled on a later turn of the main queue, even when the library answers
/// inside `borrow`: one code path for every reply.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var inFlight: UUID?
    private var confirmation: Int?
    private var ended = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !ended else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !ended, inFlight == nil else { return }
        durationText = text
        message = nil
        confirmation = nil
        render()
    }

    func submit() {
        guard !ended, inFlight == nil, confirmation == nil else { return }
        guard let days = parsedDays else {
            message = durationText.isEmpty ? "How many days? (1–14)" : "“\(durationText)” is not a number of days from 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            confirmation = days
            message = "That's \(days) days. Tap Confirm to borrow."
            render()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard !ended, inFlight == nil, let days = confirmation else { return }
        confirmation = nil
        borrow(days)
    }

    func cancelConfirmation() {
        guard !ended, confirmation != nil else { return }
        confirmation = nil
        message = nil
        render()
    }

    func stop() {
        ended = true
        view = nil
    }

    /// Spaces around the number are accepted.
    private var parsedDays: Int? {
        guard let days = Int(durationText.trimmingCharacters(in: .whitespaces)),
              LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func borrow(_ days: Int) {
        let id = UUID()
        inFlight = id
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.receive(result, for: id)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for id: UUID) {
        guard !ended, inFlight == id else { return }
        inFlight = nil
        switch result {
        case .success(let receipt):
            message = "Loan confirmed: \(receipt.days) days."
        case .failure(let failure) where failure == .invalidDays:
            message = "The loan length was refused by the library."
        case .failure:
            message = "The book is not available."
        }
        render()
    }

    private func render() {
        let busy = inFlight != nil
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: busy,
            canSubmit: !busy && confirmation == nil && parsedDays != nil,
            message: message,
            phase: confirmation == nil ? .editing : .confirming
        ))
    }
}
