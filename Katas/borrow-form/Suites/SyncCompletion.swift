import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct SyncCompletion {
    @Test func aServiceThatRepliesInsideBorrowLeavesACorrectFrame() {
        let (presenter, view, service) = makeForm()
        service.replyAtOnce = .success(LoanReceipt(bookID: 7, days: 3))
        presenter.durationChanged("3")
        presenter.submit()
        expect(service.calls.count == 1, "Submitting 3 days should call the library once; it was called \(service.calls.count) times.")
        expect(view.last?.isBusy == false && view.last?.canSubmit == true && view.last?.message != nil,
               "The library answered at once, inside borrow(), yet the form ends as: \(describe(view.last)). Set the busy state before calling the service, not after.")
    }
}
