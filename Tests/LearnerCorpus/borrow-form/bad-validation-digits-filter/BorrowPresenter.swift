import Foundation

// Every request gets its own one-shot token; a reply is honoured only if its token is the
// live one and has not been used yet. stop() kills the live token and the whole presenter.
private final class ReplyToken {
    var used = false
}

final class BorrowPresenter {
    private let bookID: Int
    private let service: any Borrowing
    private weak var display: (any BorrowDisplaying)?

    private var input = "14"
    private var status: String?
    private var liveToken: ReplyToken?
    private var waitingForConfirmation: Int?
    private var finished = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.service = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        display = view
        redraw()
    }

    func durationChanged(_ text: String) {
        if finished || liveToken != nil { return }
        input = text
        status = nil
        waitingForConfirmation = nil
        redraw()
    }

    func submit() {
        if finished || liveToken != nil || waitingForConfirmation != nil { return }
        let trimmed = String(input.filter(\.isNumber))
        guard let days = Int(trimmed), days >= LoanPolicy.allowedDays.lowerBound, days <= LoanPolicy.allowedDays.upperBound else {
            status = "That isn't a loan we can offer: use 1 to 14 days."
            redraw()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            waitingForConfirmation = days
            status = "Long loan: please confirm \(days) days."
            redraw()
        } else {
            borrow(days)
        }
    }

    func confirm() {
        guard !finished, liveToken == nil, let days = waitingForConfirmation else { return }
        waitingForConfirmation = nil
        borrow(days)
    }

    func cancelConfirmation() {
        guard !finished, waitingForConfirmation != nil else { return }
        waitingForConfirmation = nil
        status = nil
        redraw()
    }

    func stop() {
        finished = true
        liveToken?.used = true
        liveToken = nil
        waitingForConfirmation = nil
    }

    private func borrow(_ days: Int) {
        let token = ReplyToken()
        liveToken = token
        status = nil
        redraw()
        service.borrow(bookID: bookID, days: days) { [weak self] result in
            guard !token.used else { return }
            token.used = true
            guard let self = self, !self.finished, self.liveToken === token else { return }
            self.liveToken = nil
            switch result {
            case .success(let receipt):
                self.status = "You have borrowed this book for \(receipt.days) days."
            case .failure(let failure) where failure == .invalidDays:
                self.status = "Library policy no longer allows this length. Try fewer days."
            case .failure:
                self.status = "This book is currently on loan to someone else."
            }
            self.redraw()
        }
    }

    private func redraw() {
        guard !finished, let display = display else { return }
        let trimmed = String(input.filter(\.isNumber))
        let valid = Int(trimmed).map(LoanPolicy.allowedDays.contains) ?? false
        let busy = liveToken != nil
        let confirming = waitingForConfirmation != nil
        display.display(BorrowFrame(durationText: input,
                                    isBusy: busy,
                                    canSubmit: valid && !busy && !confirming,
                                    message: status,
                                    phase: confirming ? .confirming : .editing))
    }
}
