import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct ConfirmLongLoan {
    @Test func aLongLoanWaitsForConfirmationAndConfirmingTwiceSendsOnce() {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged("10")
        presenter.submit()
        expect(service.calls.isEmpty, "A 10-day loan reached the library without a confirmation.")
        expect(view.last?.phase == .confirming && view.last?.isBusy == false, "After submitting 10 days the form should ask for confirmation (phase .confirming, not busy); it showed: \(describe(view.last)), phase \(String(describing: view.last?.phase)).")
        presenter.confirm()
        presenter.confirm()
        expect(service.days == [10], "Confirming should send one request for 10 days; the library got \(service.days).")
        expect(view.last?.isBusy == true, "After confirming, the form should be busy until the reply; it showed: \(describe(view.last)).")
        service.completions.first?(.success(LoanReceipt(bookID: 7, days: 10)))
        expect(view.last?.phase == .editing && view.last?.isBusy == false, "After the reply the form should be back to editing, not busy; it showed: \(describe(view.last)).")
    }

    @Test func cancellingThePromptReturnsToEditingWithoutEndingTheFeature() {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged("12")
        presenter.submit()
        presenter.cancelConfirmation()
        expect(service.calls.isEmpty, "Cancelling the confirmation still sent a request: \(service.days).")
        expect(view.last?.phase == .editing && view.last?.canSubmit == true, "Cancelling the prompt should return to editing with submit enabled; the form showed: \(describe(view.last)).")
        presenter.durationChanged("5")
        presenter.submit()
        expect(service.days == [5], "After cancelling the prompt the form should still work (5 days needs no confirmation); the library got \(service.days).")
    }

    @Test func aReplyFromBeforeLogoutCannotUpdateThePresenter() {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged("10")
        presenter.submit()
        presenter.confirm()
        let before = view.frames.count
        presenter.stop()
        service.completions.first?(.success(LoanReceipt(bookID: 7, days: 10)))
        presenter.confirm()
        expect(view.frames.count == before && service.calls.count <= 1, "After logout (stop()) a reply or a confirmation from the previous account still changed the form or sent a request.")
    }
}
