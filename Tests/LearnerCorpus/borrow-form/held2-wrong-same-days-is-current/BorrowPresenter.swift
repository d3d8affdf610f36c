import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var text = "14"
    private var message: String?
    private var inFlightDays: Int?
    private var confirmingDays: Int?
    private var stopped = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard !stopped else { return }
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !stopped, inFlightDays == nil else { return }
        self.text = text
        message = nil
        confirmingDays = nil
        render()
    }

    func submit() {
        guard !stopped, inFlightDays == nil, confirmingDays == nil else { return }
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else {
            message = "Please enter 1 to 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            message = nil
            confirmingDays = days
            render()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard !stopped, let days = confirmingDays else { return }
        confirmingDays = nil
        send(days)
    }

    func cancelConfirmation() {
        guard !stopped, confirmingDays != nil else { return }
        confirmingDays = nil
        message = "Not confirmed."
        render()
    }

    func stop() {
        stopped = true
        inFlightDays = nil
        confirmingDays = nil
        view = nil
    }

    private func send(_ days: Int) {
        inFlightDays = days
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            DispatchQueue.main.async {
                self?.handle(result, forDays: days)
            }
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, forDays days: Int) {
        // Only the request that is still in flight may end it: a reply for other days is stale.
        guard !stopped, inFlightDays == days else { return }
        inFlightDays = nil
        switch result {
        case .success(let receipt): message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): message = "That many days is not allowed any more."
        case .failure(.unavailable): message = "This book is not available."
        }
        render()
    }

    private func render() {
        let frame: BorrowFrame
        if inFlightDays != nil {
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil)
        } else if let days = confirmingDays {
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: "Confirm a \(days)-day loan?", phase: .confirming)
        } else {
            let valid = Int(text).map { LoanPolicy.allowedDays.contains($0) } ?? false
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: valid, message: message)
        }
        view?.display(frame)
    }
}
