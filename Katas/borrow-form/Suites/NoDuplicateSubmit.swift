import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct NoDuplicateSubmit {
    @Test func aSecondSubmitWhileBusyIsIgnored() {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged("3")
        presenter.submit()
        presenter.submit()
        expect(service.calls.count == 1, "A double tap sent \(service.calls.count) requests to the library. Ignore submit while a request is in flight.")
        expect(service.calls.first?.bookID == 7 && service.calls.first?.days == 3, "The request should be for book 7 and 3 days; it was \(service.calls.map { "book \($0.bookID), \($0.days) days" }).")
        expect(view.last?.isBusy == true && view.last?.canSubmit == false, "While the request is in flight the form should be busy with submit disabled; it showed: \(describe(view.last)).")
        guard let reply = service.completions.first else { return }
        reply(.success(LoanReceipt(bookID: 7, days: 3)))
        expect(view.last?.isBusy == false && view.last?.message != nil, "After the reply the form should stop being busy and say what happened; it showed: \(describe(view.last)).")
    }
}
