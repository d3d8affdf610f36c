// The borrowing form's presenter.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var phase: BorrowPhase = .editing
    private var currentRequest: Int?
    private var requestCounter = 0
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
        guard !isStopped else { return }
        // Keep what the user typed so it is not lost, but leave the busy frame alone while a
        // request is in flight: the reply redraws the form.
        durationText = text
        guard currentRequest == nil else { return }
        phase = .editing
        message = nil
        render()
    }

    func submit() {
        guard !isStopped, currentRequest == nil, phase == .editing else { return }
        guard let days = parsedDays else {
            message = "Enter a whole number of days from 1 to 14."
            render()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            phase = .confirming
            render()
        } else {
            startRequest(days: days)
        }
    }

    func confirm() {
        guard !isStopped, phase == .confirming, currentRequest == nil, let days = parsedDays else { return }
        phase = .editing
        startRequest(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, phase == .confirming else { return }
        phase = .editing
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        currentRequest = nil
        phase = .editing
        view = nil
    }

    private var parsedDays: Int? {
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }

    private func startRequest(days: Int) {
        requestCounter += 1
        let id = requestCounter
        currentRequest = id
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.handleReply(result, id: id)
        }
    }

    private func handleReply(_ result: Result<LoanReceipt, BorrowFailure>, id: Int) {
        guard !isStopped, currentRequest == id else { return }
        currentRequest = nil
        switch result {
        case .success(let receipt):
            message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays):
            message = "The library does not allow that many days anymore."
        case .failure(.unavailable):
            message = "This book is currently unavailable."
        }
        render()
    }

    private func render() {
        guard !isStopped, let view else { return }
        let frame: BorrowFrame
        if currentRequest != nil {
            frame = BorrowFrame(durationText: durationText, isBusy: true, canSubmit: false, message: nil)
        } else if phase == .confirming {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: false,
                                message: "Loans over 7 days need confirmation. Borrow for \(durationText) days?",
                                phase: .confirming)
        } else {
            frame = BorrowFrame(durationText: durationText, isBusy: false, canSubmit: parsedDays != nil, message: message)
        }
        view.display(frame)
    }
}
