import Foundation

/// Borrow form presenter written as an explicit state machine.
final class BorrowPresenter {
    private enum Stage {
        case editing
        case awaitingConfirmation(days: Int)
        case sending(request: Int)
        case ended
    }

    private enum Notice {
        case invalidInput
        case confirmLong(Int)
        case borrowed(Int)
        case policyChanged
        case unavailable

        var text: String {
            switch self {
            case .invalidInput: return "Enter a number of days between 1 and 14."
            case .confirmLong(let days): return "\(days) days is a long loan. Confirm to borrow."
            case .borrowed(let days): return "Done! The book is yours for \(days) days."
            case .policyChanged: return "The library's loan rules changed; that length is no longer allowed."
            case .unavailable: return "Someone else has this book at the moment."
            }
        }
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var stage: Stage = .editing
    private var text = "14"
    private var notice: Notice?
    private var lastRequest = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        show()
    }

    func durationChanged(_ text: String) {
        switch stage {
        case .editing, .awaitingConfirmation:
            self.text = text
            notice = nil
            stage = .editing
            show()
        case .sending, .ended:
            return
        }
    }

    func submit() {
        guard case .editing = stage else { return }
        guard let days = parsedDays else {
            notice = .invalidInput
            show()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            stage = .awaitingConfirmation(days: days)
            notice = .confirmLong(days)
            show()
        } else {
            start(days)
        }
    }

    func confirm() {
        guard case let .awaitingConfirmation(days) = stage else { return }
        start(days)
    }

    func cancelConfirmation() {
        guard case .awaitingConfirmation = stage else { return }
        stage = .editing
        notice = nil
        show()
    }

    func stop() {
        stage = .ended
        view = nil
    }

    private func start(_ days: Int) {
        lastRequest += 1
        let request = lastRequest
        stage = .sending(request: request)
        notice = nil
        show()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            self?.finish(request, with: result)
        }
    }

    private func finish(_ request: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        guard case let .sending(current) = stage, current == request else { return }
        stage = .editing
        switch result {
        case .success(let receipt): notice = .borrowed(receipt.days)
        case .failure: notice = .unavailable
        }
        show()
    }

    private var parsedDays: Int? {
        Int(text).flatMap { LoanPolicy.allowedDays ~= $0 ? $0 : nil }
    }

    private func show() {
        let frame: BorrowFrame
        switch stage {
        case .ended:
            return
        case .editing:
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: parsedDays != nil,
                                message: notice?.text, phase: .editing)
        case .awaitingConfirmation:
            frame = BorrowFrame(durationText: text, isBusy: false, canSubmit: false,
                                message: notice?.text, phase: .confirming)
        case .sending:
            frame = BorrowFrame(durationText: text, isBusy: true, canSubmit: false,
                                message: nil, phase: .editing)
        }
        view?.display(frame)
    }
}
