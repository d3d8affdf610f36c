import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct StaleReply {
    @Test func aDuplicateOrOldReplyChangesNothing() {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged("3")
        presenter.submit()
        guard let first = service.completions.first else {
            expect(false, "Submitting 3 days should call the library.")
            return
        }
        first(.success(LoanReceipt(bookID: 7, days: 3)))
        let afterReply = view.frames.count
        first(.failure(.unavailable))
        expect(view.frames.count == afterReply, "The library called back twice for one request, and the second reply changed the form to: \(describe(view.last)). Accept one reply per request.")

        presenter.durationChanged("4")
        presenter.submit()
        let busy = view.last
        first(.failure(.unavailable))
        expect(view.last == busy && view.last?.isBusy == true, "A late reply to the previous request ended the current one: the form shows \(describe(view.last)). Match each reply to the request that is current.")
        guard service.completions.count == 2 else { return }
        service.completions[1](.success(LoanReceipt(bookID: 7, days: 4)))
        expect(view.last?.isBusy == false && view.last?.message != nil, "The current request's reply should end busy with a message; the form shows \(describe(view.last)).")
    }
}
