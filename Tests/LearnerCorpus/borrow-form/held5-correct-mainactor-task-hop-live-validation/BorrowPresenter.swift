// The borrowing form's presenter: main-actor isolated, replies hopped to the main actor,
// invalid text explained as it is typed.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var pendingConfirmationDays: Int?
    private var inFlight: Int?
    private var lastRequest = 0
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
        guard !isStopped, inFlight == nil else { return }
        durationText = text
        pendingConfirmationDays = nil
        // What a fresh form shows for this text: nothing for valid text, the reason for invalid text.
        message = Self.problem(with: text)
        render()
    }

    func submit() {
        guard !isStopped, inFlight == nil, pendingConfirmationDays == nil else { return }
        guard let days = Self.days(in: durationText) else {
            message = Self.problem(with: durationText) ?? "Enter a number of days."
            render()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            pendingConfirmationDays = days
            message = "\(days) days is a long loan. Confirm to borrow."
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard !isStopped, inFlight == nil, let days = pendingConfirmationDays else { return }
        pendingConfirmationDays = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !isStopped, pendingConfirmationDays != nil else { return }
        pendingConfirmationDays = nil
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        inFlight = nil
        pendingConfirmationDays = nil
    }

    private func send(_ days: Int) {
        lastRequest += 1
        let request = lastRequest
        inFlight = request
        message = nil
        render()
        var answered = false
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            // One reply per request: a duplicate call of this completion is dropped here too.
            guard !answered else { return }
            answered = true
            Task { @MainActor [weak self] in
                self?.finish(request, with: result)
            }
        }
    }

    private func finish(_ request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, inFlight == request else { return }
        inFlight = nil
        switch result {
        case .success(let receipt):
            message = "Done: the book is yours for \(receipt.days) days."
        case .failure(let failure):
            message = failure == .unavailable
                ? "This book is not available right now."
                : "The library's loan rules changed: pick fewer days."
        }
        render()
    }

    private func render() {
        guard !isStopped, let view else { return }
        if inFlight != nil {
            view.display(BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil))
        } else if pendingConfirmationDays != nil {
            view.display(BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming))
        } else {
            view.display(BorrowFrame(durationText: durationText, isBusy: false,
                                     canSubmit: Self.days(in: durationText) != nil, message: message))
        }
    }

    private static func days(in text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private static func problem(with text: String) -> String? {
        if days(in: text) != nil { return nil }
        if Int(text) == nil { return "Type the number of days as a whole number." }
        return "Loans are \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound) days."
    }
}
