// The borrowing form's presenter.
//
// The whole form is one value, `form`; its `didSet` draws the frame whenever it changes, so every
// step changes it in one assignment (`update`). Requests run in a task that awaits the service
// through a continuation resumed at most once, on the main actor.
import Foundation

@MainActor
final class BorrowPresenter {
    private enum Stage: Equatable {
        case editing
        case confirming(days: Int)
        case sending(request: Int)
    }

    private struct Form: Equatable {
        var text = "14"
        var message: String?
        var stage = Stage.editing
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var isStopped = false
    private var lastRequest = 0
    private var requestTask: Task<Void, Never>?

    private var form = Form() {
        didSet {
            if form != oldValue { draw() }
        }
    }

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    // MARK: What the view reports

    func attach(_ view: any BorrowDisplaying) {
        guard !isStopped else { return }
        self.view = view
        draw()
    }

    func durationChanged(_ text: String) {
        guard !isStopped else { return }
        if case .sending = form.stage { return }  // the busy frame keeps the text that was sent
        update {
            $0.text = text
            $0.message = nil
            $0.stage = .editing  // an edit withdraws a prompt
        }
    }

    func submit() {
        guard !isStopped, form.stage == .editing else { return }
        guard let days = Int(form.text), LoanPolicy.allowedDays.contains(days) else {
            update { $0.message = "Please enter a whole number of days, from 1 to 14." }
            return
        }
        if days > LoanPolicy.confirmationAbove {
            update {
                $0.stage = .confirming(days: days)
                $0.message = "\(days) days is a long loan. Confirm to borrow the book for \(days) days."
            }
        } else {
            send(days: days)
        }
    }

    func confirm() {
        guard !isStopped, case .confirming(let days) = form.stage else { return }
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, case .confirming = form.stage else { return }
        update {
            $0.stage = .editing
            $0.message = "Not confirmed: nothing was borrowed."
        }
    }

    func stop() {
        isStopped = true
        requestTask?.cancel()
        requestTask = nil
        view = nil
    }

    // MARK: Requests

    private func send(days: Int) {
        lastRequest += 1
        let request = lastRequest
        update {
            $0.stage = .sending(request: request)
            $0.message = nil
        }
        let borrowing = self.borrowing
        let bookID = self.bookID
        requestTask = Task { [weak self] in
            guard !Task.isCancelled else { return }
            let result = await BorrowPresenter.borrow(with: borrowing, bookID: bookID, days: days)
            self?.finish(request: request, with: result)
        }
    }

    private func finish(request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard !isStopped, form.stage == .sending(request: request) else { return }
        update {
            $0.stage = .editing
            $0.message = Self.message(for: result)
        }
    }

    /// The service as an async call. The continuation is resumed by the first reply only: a
    /// service that calls back twice cannot resume it again.
    private static func borrow(with borrowing: any Borrowing, bookID: Int, days: Int) async -> Result<LoanReceipt, BorrowFailure> {
        await withCheckedContinuation { continuation in
            let once = FirstReply()
            borrowing.borrow(bookID: bookID, days: days) { result in
                if once.claim() { continuation.resume(returning: result) }
            }
        }
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days. Enjoy the book!"
        case .failure(.invalidDays): return "The library's rules changed: that many days is no longer allowed."
        case .failure(.unavailable): return "Sorry, the book is not available right now."
        }
    }

    // MARK: Drawing

    private func update(_ change: (inout Form) -> Void) {
        var next = form
        change(&next)
        form = next  // one assignment, at most one frame
    }

    private func draw() {
        guard !isStopped, let view else { return }
        view.display(frame)
    }

    private var frame: BorrowFrame {
        switch form.stage {
        case .sending:
            return BorrowFrame(durationText: form.text, isBusy: true, canSubmit: false, message: nil)
        case .confirming:
            return BorrowFrame(durationText: form.text, isBusy: false, canSubmit: false, message: form.message, phase: .confirming)
        case .editing:
            let valid = Int(form.text).map(LoanPolicy.allowedDays.contains) ?? false
            return BorrowFrame(durationText: form.text, isBusy: false, canSubmit: valid, message: form.message)
        }
    }
}

/// Lets only the first of several calls through.
private final class FirstReply: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
