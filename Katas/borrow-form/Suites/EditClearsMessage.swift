import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct EditClearsMessage {
    @Test func editingTheDurationClearsTheOldMessage() {
        let (presenter, view, _) = makeForm()
        presenter.durationChanged("30")
        presenter.submit()
        expect(view.last?.message != nil, "Submitting 30 days should explain why it cannot; the form showed: \(describe(view.last)).")
        presenter.durationChanged("5")
        expect(view.last == BorrowFrame(durationText: "5", isBusy: false, canSubmit: true, message: nil),
               "After the user edits the duration, the old message should go; the form showed: \(describe(view.last)).")
    }
}
