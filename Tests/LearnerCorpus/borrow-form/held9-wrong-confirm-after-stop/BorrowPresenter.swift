// The borrowing form's presenter: validation first, one request at a time, replies matched to
// the request that is current, long loans confirmed, and stop() ending the feature.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var isConfirming = false
    private var isStopped = false
    private var requestNumber = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        render()
    }

    func durationChanged(_ text: String) {
        guard !isStopped, !isBusy else { return }
        durationText = text
        message = nil
        isConfirming = false
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, !isConfirming else { return }
        guard let days = validDays else {
            message = "Choose a loan of 1 to 14 days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            isConfirming = true
            render()
            return
        }
        send(days: days)
    }

    func confirm() {
        guard isConfirming, let days = validDays else { return }
        isConfirming = false
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        render()
    }

    func stop() {
        isStopped = true
        view = nil
    }

    private var validDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func send(days: Int) {
        requestNumber += 1
        let number = requestNumber
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handle(result, for: number)
        }
    }

    private func handle(_ result: Result<LoanReceipt, BorrowFailure>, for number: Int) {
        guard !isStopped, isBusy, number == requestNumber else { return }
        isBusy = false
        message = Self.message(for: result)
        render()
    }

    private static func message(for result: Result<LoanReceipt, BorrowFailure>) -> String {
        switch result {
        case .success(let receipt): return "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): return "The library does not allow that many days any more."
        case .failure(.unavailable): return "This book is not available right now."
        }
    }

    private func render() {
        guard !isStopped else { return }
        let frame: BorrowFrame
        if isBusy {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if isConfirming {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Borrow for \(durationText) days? Please confirm.", phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
