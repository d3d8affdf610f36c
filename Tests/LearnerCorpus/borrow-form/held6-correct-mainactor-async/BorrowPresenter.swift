import Foundation

/// The borrowing form: main-actor state, the service awaited in a task, one frame per change.
@MainActor
final class BorrowPresenter {
    private struct Form {
        var text = "14"
        var message: String?
        var prompt: Int?          // days waiting for confirm()
        var request: Task<Void, Never>?
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var form: Form? = Form()   // nil once stopped

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        draw()
    }

    func durationChanged(_ text: String) {
        guard var current = form, current.request == nil else { return }
        if text == current.text && current.message == nil && current.prompt == nil { return }  // nothing changes
        current = Form(text: text)
        form = current
        draw()
    }

    func submit() {
        guard let current = form, current.request == nil, current.prompt == nil else { return }
        guard let days = Int(current.text), LoanPolicy.allowedDays.contains(days) else {
            form?.message = "Please enter 1 to 14 days."
            return draw()
        }
        if days > LoanPolicy.confirmationAbove {
            form?.prompt = days
            draw()
        } else {
            start(days)
        }
    }

    func confirm() {
        guard let days = form?.prompt else { return }
        form?.prompt = nil
        start(days)
    }

    func cancelConfirmation() {
        guard form?.prompt != nil else { return }
        form?.prompt = nil
        draw()
    }

    func stop() {
        form?.request?.cancel()
        form = nil
    }

    private func start(_ days: Int) {
        let service = borrowing
        let book = bookID
        let once = Once()
        form?.message = nil
        form?.request = Task { [weak self] in
            let result = await withCheckedContinuation { continuation in
                service.borrow(bookID: book, days: days) { result in
                    if once.first() { continuation.resume(returning: Reply(result)) }
                }
            }
            self?.finish(result.value)
        }
        draw()
    }

    private func finish(_ result: Result<LoanReceipt, BorrowFailure>) {
        guard form?.request != nil, !Task.isCancelled else { return }
        form?.request = nil
        switch result {
        case .success(let receipt): form?.message = "Borrowed: due back in \(receipt.days) days."
        case .failure(.invalidDays): form?.message = "The library's rules changed: choose fewer days."
        case .failure(.unavailable): form?.message = "Sorry, this book is out."
        }
        draw()
    }

    private func draw() {
        guard let form else { return }
        let valid = Int(form.text).map(LoanPolicy.allowedDays.contains) ?? false
        if let days = form.prompt {
            view?.display(BorrowFrame(durationText: form.text, isBusy: false, canSubmit: false,
                                      message: "Borrow for \(days) days?", phase: .confirming))
        } else if form.request != nil {
            view?.display(BorrowFrame(durationText: form.text, isBusy: true, canSubmit: false, message: nil))
        } else {
            view?.display(BorrowFrame(durationText: form.text, isBusy: false, canSubmit: valid, message: form.message))
        }
    }
}

/// The service's reply, carried across the continuation (the support types are not Sendable).
private struct Reply: @unchecked Sendable {
    let value: Result<LoanReceipt, BorrowFailure>
    init(_ value: Result<LoanReceipt, BorrowFailure>) { self.value = value }
}

/// Lets a continuation be resumed once, whatever the service does with its completion.
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var used = false
    func first() -> Bool { lock.withLock { defer { used = true }; return !used } }
}
