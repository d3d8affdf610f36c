import Foundation
import Testing
@testable import MenuScreen

/// Judges the failure path only: what the view is told after a failed reply, and that
/// `onViewDidLoad()` tries again. Loading before the reply, and the list after a success, are
/// loads-on-view-did-load's business.
@MainActor
@Suite struct FailureState {
    @Test func aFailedLoadEndsLoadingThenShowsAMessageAndCanBeTriedAgain() async {
        let (presenter, view, _, repository) = heldPresenter()
        await settle()
        let askedBefore = repository.requests
        presenter.onViewDidLoad()
        await repository.whileLoading(requests: askedBefore + 1)
        // A presenter that asked from init (and not from onViewDidLoad) is judged by
        // no-work-in-init and loads-on-view-did-load; its held request still gets the failure.
        let loadsOnViewDidLoad = repository.requests > askedBefore

        let failedAt = view.calls.count
        await repository.reply(.failure(FakeFailure())) { view.calls(after: failedAt).contains(.error) }
        let failed = withoutEmptyList(view.calls(after: failedAt))
        let expected: [MenuViewCall] = [.loading(false), .error]
        expect(failed == expected,
               "After the repository failed, the view should get showLoading(false), then showError(_:) once (clearing the list with show(items: []) is fine too); after the failure it got: \(describe(view.calls(after: failedAt))).")
        let blank = view.errors.contains { (text: String) -> Bool in text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        expect(!blank, "The error message shown to the user is empty: say what went wrong.")
        expect(presenter.items.isEmpty, "After a failed first load the presenter's items should be empty; they are \(presenter.items.map(\.title)).")

        guard loadsOnViewDidLoad else { return }
        await tryAgain(presenter, view, repository)
    }

    /// `onViewDidLoad()` after a failure is the retry: it asks again, and ends with loading off.
    /// The retry fails too, so only the failure path is judged.
    private func tryAgain(_ presenter: MenuPresenter, _ view: MenuViewSpy, _ repository: HeldMenuRepository) async {
        let askedBefore = repository.requests
        let start = view.calls.count
        presenter.onViewDidLoad()
        await repository.whileLoading(requests: askedBefore + 1)
        let asked = repository.requests - askedBefore
        expect(asked == 1, "After a failure, calling onViewDidLoad() again should ask the repository again, once; it was asked \(asked) times.")
        guard asked > 0 else { return }
        await repository.reply(.failure(FakeFailure())) { view.loadEnded(after: start) }
        let retried = view.calls(after: start)
        expect(view.lastLoading(after: start) == false,
               "Trying again after a failure, and failing again, should end with loading off; after the second onViewDidLoad() the view got: \(describe(retried)).")
    }

    /// The calls without `show(items: [])`: clearing the list on a failure is allowed.
    private func withoutEmptyList(_ calls: [MenuViewCall]) -> [MenuViewCall] {
        calls.filter { $0 != .items([]) }
    }
}

extension FailureState {
    /// Generated sequences: a failure after a success, after a reload, out of order, twice.
    @Test func everyFailureInAnySequenceEndsLoadingWithOneMessage() async {
        await checkMenuSequences(.failure, scenarios: [
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .reply(.latest, .failure)],
            [.create, .viewDidLoad, .viewDidLoad, .reply(.latest, .failure), .viewDidLoad],
            // A failure, a retry, and the same failure again: it shows its message again.
            [.create, .viewDidLoad, .reply(.latest, .failure), .viewDidLoad, .reply(.latest, .failure)],
        ], seeds: 1...48)
    }
}
