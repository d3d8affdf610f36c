// The borrowing form on the main actor, awaiting the library in a task. The callback API is
// wrapped once, with a continuation that can be resumed only by the first reply.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var pendingLongLoan: Int?
    private var inFlight: UUID?
    private var isStopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped, inFlight == nil else { return }
        self.text = text
        message = nil
        pendingLongLoan = nil
        render()
    }

    func submit() {
        guard !isStopped, inFlight == nil, pendingLongLoan == nil else { return }
        guard let days = validDays else {
            message = "Please enter between 1 and 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            pendingLongLoan = days
            render()
        } else {
            start(days: days)
        }
    }

    func confirm() {
        guard !isStopped, let days = pendingLongLoan else { return }
        pendingLongLoan = nil
        start(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, pendingLongLoan != nil else { return }
        pendingLongLoan = nil
        message = "Not confirmed."
        render()
    }

    func stop() {
        isStopped = true
        inFlight = nil
        pendingLongLoan = nil
    }

    private var validDays: Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func start(days: Int) {
        let token = UUID()
        inFlight = token
        message = nil
        render()
        let borrowing = self.borrowing
        let bookID = self.bookID
        Task { [weak self] in
            let result = await Self.borrow(borrowing, bookID: bookID, days: days)
            self?.finish(token, with: result)
        }
    }

    private func finish(_ token: UUID, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, inFlight == token else { return }
        inFlight = nil
        switch result {
        case .success(let receipt):
            message = "Done: the book is yours for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library's rules changed: that many days is no longer allowed."
        case .failure(.unavailable):
            message = "This book is out with someone else."
        }
        render()
    }

    private static func borrow(_ borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            var resumed = false
            borrowing.borrow(bookID: bookID, days: days) { result in
                guard !resumed else { return }
                resumed = true
                continuation.resume(returning: result)
            }
        }
    }

    private func render() {
        guard !isStopped else { return }
        let frame: BorrowFrame
        if inFlight != nil {
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        } else if let days = pendingLongLoan {
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: "\(days) days is a long loan. Confirm?", phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
