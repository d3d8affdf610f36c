// Near miss (mutant): the presenter keeps a value-type `Snapshot`, changed as a whole through
// `update`, which draws once per change. Replies hop to the main queue with GCD. stop() draws a
// last, disabled frame before it lets go of the view: the contract says stop() draws nothing.
// (Cancelling the confirmation says so in a message, which the contract allows.)
import Foundation

final class BorrowPresenter {
    private struct Snapshot: Equatable {
        var text = "14"
        var message: String?
        var confirming = false
        var pendingRequest: Int?

        var days: Int? { Int(text).flatMap { LoanPolicy.allowedDays.contains($0) ? $0 : nil } }

        func frame(enabled: Bool) -> BorrowFrame {
            BorrowFrame(durationText: text, isBusy: pendingRequest != nil,
                        canSubmit: enabled && days != nil && pendingRequest == nil && !confirming,
                        message: message, phase: confirming ? .confirming : .editing)
        }
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var snapshot = Snapshot()
    private var requestCounter = 0
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        view.display(snapshot.frame(enabled: true))
    }

    func durationChanged(_ text: String) {
        guard !stopped, snapshot.pendingRequest == nil else { return }
        update { $0.text = text; $0.message = nil; $0.confirming = false }
    }

    func submit() {
        guard !stopped, snapshot.pendingRequest == nil, !snapshot.confirming else { return }
        guard let days = snapshot.days else {
            update { $0.message = "That is not a loan we can make: choose 1 to 14 days." }
            return
        }
        if days > LoanPolicy.confirmationAbove {
            update { $0.confirming = true; $0.message = "Confirm a \(days)-day loan." }
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !stopped, snapshot.confirming, snapshot.pendingRequest == nil, let days = snapshot.days else { return }
        send(days)
    }

    func cancelConfirmation() {
        guard !stopped, snapshot.confirming else { return }
        update { $0.confirming = false; $0.message = "Not confirmed: nothing was borrowed." }
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        view?.display(snapshot.frame(enabled: false))
        view = nil
    }

    private func send(_ days: Int) {
        requestCounter += 1
        let request = requestCounter
        update { $0.confirming = false; $0.pendingRequest = request; $0.message = nil }
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result, of: request)
            }
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, of request: Int) {
        guard !stopped, snapshot.pendingRequest == request else { return }
        let message: String
        switch result {
        case let .success(receipt): message = "Done: borrowed for \(receipt.days) days."
        case .failure(.invalidDays): message = "The library no longer lends it for that long."
        case .failure(.unavailable): message = "This copy is taken."
        }
        update { $0.pendingRequest = nil; $0.message = message }
    }

    /// Changes the snapshot as a whole and draws the result once.
    private func update(_ change: (inout Snapshot) -> Void) {
        var next = snapshot
        change(&next)
        snapshot = next
        view?.display(next.frame(enabled: true))
    }
}
