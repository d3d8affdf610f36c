import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct Validation {
    @Test(arguments: ["0", "15", "30", "ten", ""])
    func anInvalidDurationNeverReachesTheService(_ text: String) {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged(text)
        expect(view.last?.canSubmit == false, "With \"\(text)\" days the submit button should be disabled; the form showed: \(describe(view.last)).")
        presenter.submit()
        expect(service.calls.isEmpty, "\"\(text)\" days reached the library (\(service.days)). Check the duration is a whole number from 1 to 14 before calling the service.")
        expect(view.last?.message != nil && view.last?.canSubmit == false && view.last?.isBusy == false,
               "After submitting \"\(text)\" days the form should say why it cannot borrow, with submit disabled; it showed: \(describe(view.last)).")
    }
}
