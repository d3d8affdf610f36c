// The borrowing form's presenter, on the main actor. The library is awaited through a
// continuation that lets exactly one reply in; each request carries its own UUID; a long loan's
// prompt is a stored "what confirm() does" closure that holds the presenter weakly.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    /// The last frame given to the current view: a step that changes nothing draws nothing.
    private var drawn: BorrowFrame?

    private var text = "14"
    private var note: String?
    /// The request in flight, if any.
    private var inFlight: UUID?
    /// What `confirm()` does while the prompt is on screen; nil when there is no prompt.
    private var onConfirm: (() -> Void)?
    private var promptDays = 0
    private var isOver = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        drawn = nil
        show()
    }

    func durationChanged(_ text: String) {
        guard !isOver, inFlight == nil else { return }
        self.text = text
        note = nil
        onConfirm = nil
        show()
    }

    func submit() {
        guard !isOver, inFlight == nil, onConfirm == nil else { return }
        guard let days = Self.days(in: text) else {
            note = "Choose a whole number of days from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)."
            show()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            promptDays = days
            onConfirm = { [weak self] in self?.request(days) }
            show()
            return
        }
        request(days)
    }

    func confirm() {
        guard !isOver, let go = onConfirm else { return }
        onConfirm = nil
        go()
    }

    func cancelConfirmation() {
        guard !isOver, onConfirm != nil else { return }
        onConfirm = nil
        note = nil
        show()
    }

    func stop() {
        isOver = true
        inFlight = nil
        onConfirm = nil
    }

    private func request(_ days: Int) {
        let id = UUID()
        inFlight = id
        note = nil
        show()
        let service = borrowing
        let book = bookID
        Task { [weak self] in
            // Stopped before the task ran: send nothing. (A presenter already let go of still
            // sends what the tap asked for; its reply then finds nobody.)
            if let presenter = self, presenter.inFlight != id { return }
            let result = await Self.borrowOnce(service, bookID: book, days: days)
            self?.finish(id, with: result)
        }
    }

    /// `borrow` as async: the first reply resumes the continuation, any later one is dropped.
    private static func borrowOnce(_ service: any Borrowing, bookID: Int, days: Int,
                                   isolation: isolated (any Actor)? = #isolation) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            var answered = false
            service.borrow(bookID: bookID, days: days) { result in
                guard !answered else { return }
                answered = true
                continuation.resume(returning: result)
            }
        }
    }

    private func finish(_ id: UUID, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !isOver, inFlight == id else { return }
        inFlight = nil
        switch result {
        case .success(let receipt): note = "Done: the book is yours for \(receipt.days) days."
        case .failure(.invalidDays): note = "The library's rules changed: that many days is no longer allowed."
        case .failure(.unavailable): note = "Sorry, this book is not available right now."
        }
        show()
    }

    private static func days(in text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private var frame: BorrowFrame {
        if inFlight != nil {
            return BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        }
        if onConfirm != nil {
            return BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                               message: "Please confirm a loan of \(promptDays) days.", phase: .confirming)
        }
        return BorrowFrame(durationText: text, isBusy: false, canSubmit: Self.days(in: text) != nil, message: note)
    }

    private func show() {
        guard !isOver, let view else { return }
        let next = frame
        guard next != drawn else { return }
        drawn = next
        view.display(next)
    }
}
