import Foundation
import Testing
@testable import MenuScreen

/// Judges threads only: each phase waits for the load to end (loading off, a list or an error),
/// not for the right list, which is loads-on-view-did-load's business.
@MainActor
@Suite struct MainThread {
    /// Every path: success, selection, failure, and a retry after the failure.
    @Test func theViewIsOnlyCalledOnTheMainThreadOnEveryPath() async {
        await succeedThenSelect()
        await failThenTryAgain()
    }

    private func succeedThenSelect() async {
        let (presenter, view, router, _) = await loadedPresenter()
        await settle()
        presenter.didSelectItem(at: 0)
        presenter.didTapInfo()
        let offMain = view.callsOffMain
        expect(offMain.isEmpty, "After a successful load, the repository answered on a background queue and the view was called there: \(describe(offMain)). Move to the main thread before talking to the view.")
        expect(router.callsOffMain.isEmpty, "The router was called off the main thread: \(router.callsOffMain).")
    }

    private func failThenTryAgain() async {
        let (presenter, view, _, repository) = heldPresenter()
        presenter.onViewDidLoad()
        await repository.reply(.failure(FakeFailure())) { view.loadEnded(after: 0) }
        let offMainOnFailure = view.callsOffMain
        expect(offMainOnFailure.isEmpty, "After a failed load, the repository answered on a background queue and the view was called there: \(describe(offMainOnFailure)). Every path needs the move to the main thread, the failure too.")

        let before = view.calls.count
        presenter.onViewDidLoad()
        // A presenter that does not load again is judged by failure-state, not here.
        guard await quickly({ repository.waiting > 0 }) else { return }
        await repository.reply(.success(sampleMenu)) { view.loadEnded(after: before) }
        let offMainOnRetry = view.calls(offMainAfter: before)
        expect(offMainOnRetry.isEmpty, "Trying again after a failure, the view was called off the main thread: \(describe(offMainOnRetry)).")
    }
}

extension MainThread {
    /// Generated sequences: every path, in any order, with replies from a background queue.
    @Test func everyCallInAnySequenceIsOnTheMainThread() async {
        await checkMenuSequences(.mainThread, scenarios: [
            [.create, .viewDidLoad, .reply(.latest, .failure), .viewDidLoad, .reply(.latest, .menu(0)), .tap(row: 0), .info],
        ], seeds: 1...48)
    }
}
