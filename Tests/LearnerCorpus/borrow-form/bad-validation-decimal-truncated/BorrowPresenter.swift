import Foundation

/// A presenter where the field stays editable during a request (the text updates, submit stays
/// disabled until the reply); replies are matched by a UUID per request.
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText: String = "14"
    private var message: String? = nil
    private var currentRequest: UUID? = nil
    private var confirmingDays: Int? = nil
    private var isStopped = false

    private var isBusy: Bool { currentRequest != nil }

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped else { return }
        durationText = text
        message = nil
        confirmingDays = nil
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, confirmingDays == nil else { return }
        guard let days = Self.days(from: durationText) else {
            message = "Pick a whole number of days, 1–14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            confirmingDays = days
            message = "Borrow for \(days) days? Loans over a week need your confirmation."
            render()
            return
        }
        perform(days: days)
    }

    func confirm() {
        guard !isStopped, !isBusy, let days = confirmingDays else { return }
        confirmingDays = nil
        perform(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, confirmingDays != nil else { return }
        confirmingDays = nil
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        currentRequest = nil
        confirmingDays = nil
        view = nil
    }

    private func perform(days: Int) {
        let id = UUID()
        currentRequest = id
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result, id: id)
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, id: UUID) {
        guard !isStopped, currentRequest == id else { return }
        currentRequest = nil
        switch result {
        case let .success(receipt):
            message = "Borrowed! Return it within \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library's rules changed and this duration isn't allowed any more."
        case .failure(.unavailable):
            message = "This book isn't available."
        }
        render()
    }

    private static func days(from text: String) -> Int? {
        // accept "2.5" style input from decimal keypads: round down to whole days
        guard let value = Double(text), value.isFinite else { return nil }
        let n = Int(value)
        guard LoanPolicy.allowedDays.contains(n) else { return nil }
        return n
    }

    private func render() {
        let confirming = confirmingDays != nil
        view?.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: !isBusy && !confirming && Self.days(from: durationText) != nil,
            message: message,
            phase: confirming ? .confirming : .editing))
    }
}
