import Foundation

@MainActor
final class BorrowPresenter {
    struct State: Equatable {
        var durationText = "14"
        var busy = false
        var message: String?
        var phase: BorrowPhase = .editing

        var days: Int? {
            guard let value = Int(durationText), LoanPolicy.allowedDays.contains(value) else { return nil }
            return value
        }

        var frame: BorrowFrame {
            BorrowFrame(durationText: durationText,
                        isBusy: busy,
                        canSubmit: !busy && phase == .editing && days != nil,
                        message: message,
                        phase: phase)
        }
    }

    private(set) var state = State()
    private let bookID: Int
    private let borrowing: any Borrowing
    private weak var view: (any BorrowDisplaying)?
    private var ended = false
    private var inFlight: Int?
    private var counter = 0

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
        view.display(state.frame)
    }

    func durationChanged(_ text: String) {
        guard !ended, !state.busy else { return }
        update {
            $0.durationText = text
            $0.message = nil
            $0.phase = .editing
        }
    }

    func submit() {
        guard !ended, !state.busy, state.phase == .editing else { return }
        guard let days = state.days else {
            update { $0.message = "Loans run from 1 to 14 whole days." }
            return
        }
        guard days <= LoanPolicy.confirmationAbove else {
            update {
                $0.phase = .confirming
                $0.message = "That's more than a week. Tap confirm to borrow for \(days) days."
            }
            return
        }
        request(days)
    }

    func confirm() {
        guard !ended, !state.busy, state.phase == .confirming, let days = state.days else { return }
        request(days)
    }

    func cancelConfirmation() {
        guard !ended, state.phase == .confirming else { return }
        update {
            $0.phase = .editing
            $0.message = nil
        }
    }

    func stop() {
        // logout: forget the request in flight and go back to a clean form
        inFlight = nil
        update {
            $0.busy = false
            $0.phase = .editing
            $0.message = nil
        }
    }

    private func request(_ days: Int) {
        counter += 1
        let id = counter
        inFlight = id
        update {
            $0.busy = true
            $0.phase = .editing
            $0.message = nil
        }
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            MainActor.assumeIsolated {
                self?.receive(result, for: id)
            }
        }
    }

    private func receive(_ result: Result<LoanReceipt, BorrowFailure>, for id: Int) {
        guard !ended, inFlight == id else { return }
        inFlight = nil
        update {
            $0.busy = false
            switch result {
            case .success(let receipt): $0.message = "Enjoy! Due back in \(receipt.days) days."
            case .failure(.invalidDays): $0.message = "The library changed its loan rules; pick fewer days."
            case .failure(.unavailable): $0.message = "This book was just taken by someone else."
            }
        }
    }

    private func update(_ change: (inout State) -> Void) {
        change(&state)
        view?.display(state.frame)
    }
}
