// The borrowing form's presenter: main-actor isolated; replies come back through a main-actor task.
import Foundation

@MainActor
final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?

    private var durationText = "14"
    private var message: String?
    private var phase: BorrowPhase = .editing
    private var isBusy = false
    private var isStopped = false
    /// The long loan the prompt asks about: what `confirm()` will send.
    private var daysToConfirm: Int?
    private var generation = 0

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
        phase = .editing          // an edit takes the prompt off the screen
        render()
    }

    func submit() {
        guard !isStopped, !isBusy, phase == .editing else { return }
        guard let days = Int(durationText), LoanPolicy.allowedDays.contains(days) else {
            message = "A loan is 1 to 14 whole days."
            render()
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            daysToConfirm = days
            phase = .confirming
            message = "Borrow for \(days) days? Please confirm."
            render()
            return
        }
        send(days: days)
    }

    func confirm() {
        guard !isStopped, !isBusy, let days = daysToConfirm else { return }
        daysToConfirm = nil
        phase = .editing
        send(days: days)
    }

    func cancelConfirmation() {
        guard !isStopped, daysToConfirm != nil else { return }
        daysToConfirm = nil
        phase = .editing
        message = nil
        render()
    }

    func stop() {
        isStopped = true
        generation += 1
        view = nil
    }

    private func send(days: Int) {
        generation += 1
        let sent = generation
        isBusy = true
        message = nil
        render()
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            Task { @MainActor in
                self?.finish(result, generation: sent)
            }
        }
    }

    private func finish(_ result: Result<LoanReceipt, BorrowFailure>, generation sent: Int) {
        guard sent == generation, isBusy, !isStopped else { return }
        isBusy = false
        switch result {
        case .success(let receipt): message = "Borrowed for \(receipt.days) days."
        case .failure(.invalidDays): message = "The library no longer allows that many days."
        case .failure(.unavailable): message = "This book is currently unavailable."
        }
        render()
    }

    private func render() {
        guard !isStopped, let view else { return }
        let valid = Int(durationText).map { LoanPolicy.allowedDays.contains($0) } ?? false
        view.display(BorrowFrame(
            durationText: durationText,
            isBusy: isBusy,
            canSubmit: valid && !isBusy && phase == .editing,
            message: isBusy ? nil : message,
            phase: isBusy ? .editing : phase))
    }
}
