import Foundation

final class BorrowPresenter {
    private struct Form {
        var text = "14"
        var message: String?
        var busy = false
        var phase = BorrowPhase.editing

        var days: Int? {
            guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
            return days
        }

        var frame: BorrowFrame {
            BorrowFrame(durationText: text, isBusy: busy,
                        canSubmit: !busy && phase == .editing && days != nil,
                        message: message, phase: phase)
        }
    }

    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var form = Form()
    private var live = true
    private var pendingRequest: Int?
    private var requestCount = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        guard live else { return }
        self.view = view
        view.display(form.frame)
    }

    func durationChanged(_ text: String) {
        guard live else { return }
        form.text = text
        form.message = nil
        form.phase = .editing
        draw()
    }

    func submit() {
        guard live, !form.busy, form.phase == .editing else { return }
        guard let days = form.days else {
            form.message = "A loan lasts 1 to 14 whole days."
            draw()
            return
        }
        if days > LoanPolicy.confirmationAbove {
            form.phase = .confirming
            form.message = "That's a long loan (\(days) days). Confirm?"
            draw()
        } else {
            send(days)
        }
    }

    func confirm() {
        guard live, form.phase == .confirming, !form.busy, let days = form.days else { return }
        form.phase = .editing
        send(days)
    }

    func cancelConfirmation() {
        guard live, form.phase == .confirming else { return }
        form.phase = .editing
        form.message = nil
        draw()
    }

    func stop() {
        live = false
        pendingRequest = nil
        view = nil
    }

    private func send(_ days: Int) {
        requestCount += 1
        let number = requestCount
        pendingRequest = number
        form.busy = true
        form.message = nil
        draw()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            Task { @MainActor [weak self] in
                self?.complete(number, result)
            }
        }
    }

    private func complete(_ number: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        guard live, pendingRequest == number else { return }
        pendingRequest = nil
        form.busy = false
        switch result {
        case .success(let receipt): form.message = "Borrowed: \(receipt.days) days."
        case .failure(let failure):
            form.message = failure == .invalidDays ? "The library changed its loan rules." : "Already borrowed by someone else."
        }
        draw()
    }

    private func draw() {
        view?.display(form.frame)
    }
}
