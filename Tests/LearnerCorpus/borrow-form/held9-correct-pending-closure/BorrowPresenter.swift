// The borrowing form: replies hop to the main queue, the confirmation step is a stored action,
// invalid text is explained as it is typed, and a frame equal to the last one is not sent again.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var lastShown: BorrowFrame?

    private var durationText = "14"
    private var outcome: String?
    private var generation = 0
    private var isBusy = false
    private var isLive = true
    /// What `confirm()` will do, while the prompt is on screen.
    private var awaitingConfirmation: (() -> Void)?
    private var promptDays = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        lastShown = nil
        show()
    }

    func durationChanged(_ text: String) {
        guard isLive, !isBusy else { return }
        awaitingConfirmation = nil
        durationText = text
        outcome = nil
        show()
    }

    func submit() {
        guard isLive, !isBusy, awaitingConfirmation == nil else { return }
        guard let days = parsedDays else {
            outcome = problem(with: durationText)
            show()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            promptDays = days
            awaitingConfirmation = { [weak self] in self?.request(days) }
            show()
            return
        }
        request(days)
    }

    func confirm() {
        guard isLive, let action = awaitingConfirmation else { return }
        awaitingConfirmation = nil
        action()
    }

    func cancelConfirmation() {
        guard isLive, awaitingConfirmation != nil else { return }
        awaitingConfirmation = nil
        show()
    }

    func stop() {
        isLive = false
        awaitingConfirmation = nil
        generation += 1
    }

    private var parsedDays: Int? {
        Int(durationText).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil }
    }

    private func problem(with text: String) -> String? {
        guard parsedDays == nil else { return nil }
        if Int(text) == nil { return "Type the number of days as digits, like 7." }
        return "Loans run from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound) days."
    }

    private func request(_ days: Int) {
        generation += 1
        let mine = generation
        isBusy = true
        outcome = nil
        show()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async {
                self?.receive(result, for: mine)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for request: Int) {
        guard isLive, isBusy, request == generation else { return }
        isBusy = false
        switch result {
        case .success(let receipt): outcome = "Borrowed: due back in \(receipt.days) days."
        case .failure(.invalidDays): outcome = "That length is no longer allowed by the library."
        case .failure(.unavailable): outcome = "Not available: another reader has it."
        }
        show()
    }

    private func show() {
        guard isLive else { return }
        let frame: BorrowFrame
        if isBusy {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if awaitingConfirmation != nil {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Borrow for \(promptDays) days?", phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: parsedDays != nil,
                                message: outcome ?? problem(with: durationText))
        }
        guard frame != lastShown else { return }
        lastShown = frame
        view?.display(frame)
    }
}
