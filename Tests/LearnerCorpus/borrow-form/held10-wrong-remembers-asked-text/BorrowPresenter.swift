// The borrowing form's presenter, with flags and a request counter. Replies are matched to the
// current request by its number, so a duplicate or an old reply changes nothing. A long loan is
// confirmed once per text: the prompt is not shown again for a duration the user was already
// asked about; typing a new duration asks again.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var isBusy = false
    private var isConfirming = false
    private var askedAboutText: String?
    private var isStopped = false
    private var currentRequest = 0

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
        guard !isStopped, !isBusy else { return }
        durationText = text
        message = nil
        isConfirming = false
        askedAboutText = nil
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, !isConfirming else { return }
        guard let days = validDays else {
            message = "Choose between \(LoanPolicy.allowedDays.lowerBound) and \(LoanPolicy.allowedDays.upperBound) days."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove && askedAboutText != durationText {
            askedAboutText = durationText
            isConfirming = true
            message = "\(days) days is a long loan. Confirm?"
            render()
            return
        }
        send(days)
    }

    func confirm() {
        guard !isStopped, isConfirming, let days = validDays else { return }
        isConfirming = false
        send(days)
    }

    func cancelConfirmation() {
        guard !isStopped, isConfirming else { return }
        isConfirming = false
        message = nil
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

    private func send(_ days: Int) {
        currentRequest += 1
        let request = currentRequest
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self, !self.isStopped, request == self.currentRequest, self.isBusy else { return }
            self.isBusy = false
            switch result {
            case .success(let receipt):
                self.message = "Borrowed for \(receipt.days) days."
            case .failure(.invalidDays):
                self.message = "The library does not allow that many days now."
            case .failure(.unavailable):
                self.message = "This book is not available."
            }
            self.render()
        }
    }

    private func render() {
        guard !isStopped else { return }
        let frame: BorrowFrame
        if isBusy {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if isConfirming {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false, message: message, phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: validDays != nil, message: message)
        }
        view?.display(frame)
    }
}
