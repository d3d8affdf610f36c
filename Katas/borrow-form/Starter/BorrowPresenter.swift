// The borrowing form's presenter, as it is in the app today.
//
// Support tickets: a book was borrowed twice after a double tap; the spinner sometimes never
// stops; a "0 days" loan reached the library; after logging out, an old reply popped up a
// message on the next account's screen. Run `swift run kata check borrow-form`.
import Foundation

final class BorrowPresenter {
    private let bookID: Int
    private let borrowing: any Borrowing
    private var view: (any BorrowDisplaying)?
    private var durationText = "14"
    private var message: String?
    private var isSubmitting = false

    init(bookID: Int, borrowing: any Borrowing) {
        self.bookID = bookID
        self.borrowing = borrowing
    }

    func attach(_ view: any BorrowDisplaying) {
        self.view = view
    }

    func durationChanged(_ text: String) {
        durationText = text
        render()
    }

    func submit() {
        let days = Int(durationText) ?? 0
        borrowing.borrow(bookID: bookID, days: days) { [weak self] result in
            guard let self else { return }
            self.isSubmitting = false
            switch result {
            case .success(let receipt):
                self.message = "Borrowed for \(receipt.days) days."
            case .failure:
                self.message = "Something went wrong. Please try again."
            }
            self.render()
        }
        isSubmitting = true
        render()
    }

    private func render() {
        view?.display(BorrowFrame(durationText: durationText, isBusy: isSubmitting, canSubmit: true, message: message))
    }
}
