import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct FailureState {
    /// A failed load, step by step, then a second try that succeeds.
    @Test func aFailedLoadEndsLoadingThenShowsAMessageAndCanBeTriedAgain() async {
        await failThenCheck()
        await failThenTryAgain()
    }

    private func failThenCheck() async {
        let (presenter, view, _, repository) = heldPresenter()
        presenter.onViewDidLoad()
        await repository.whileLoading()
        let loading: [MenuViewCall] = [.loading(true)]
        expect(view.calls == loading, "While the menu is loading, the view should have been told exactly showLoading(true); it got: \(view.summary).")

        await repository.reply(.failure(FakeFailure())) { view.calls.count >= 3 }
        let failed: [MenuViewCall] = [.loading(true), .loading(false), .error]
        expect(view.calls == failed,
               "After the repository failed, the view should get showLoading(false), then showError(_:) once, and nothing else; in all it got: \(view.summary).")
        let blank = view.errors.contains { (text: String) -> Bool in text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        expect(!blank, "The error message shown to the user is empty: say what went wrong.")
        expect(presenter.items.isEmpty, "After a failed first load the presenter's items should be empty; they are \(presenter.items.map(\.title)).")
    }

    private func failThenTryAgain() async {
        let (presenter, view, _, repository) = heldPresenter()
        presenter.onViewDidLoad()
        await repository.reply(.failure(FakeFailure())) { view.calls.contains(.error) }

        let before = view.calls.count
        presenter.onViewDidLoad()
        await repository.whileLoading(requests: 2)
        expect(repository.requests == 2, "After a failure, calling onViewDidLoad() again should ask the repository again; it was asked \(repository.requests) times in all.")
        let loading: [MenuViewCall] = [.loading(true)]
        expect(view.calls(after: before) == loading, "Trying again after a failure: while the menu is loading, the view should have been told exactly showLoading(true); it got: \(describe(view.calls(after: before))).")

        let showsItems = { (call: MenuViewCall) -> Bool in if case .items = call { return true } else { return false } }
        await repository.reply(.success(sampleMenu)) { view.calls(after: before).contains(where: showsItems) }
        let retried = view.calls(after: before)
        let lastLoading = retried.last { if case .loading = $0 { return true } else { return false } }
        expect(retried.contains(where: showsItems) && lastLoading == .loading(false),
               "Trying again after a failure should end loading and show the menu; after the second reply the view got: \(describe(retried)).")
    }
}
