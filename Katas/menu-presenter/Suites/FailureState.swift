import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct FailureState {
    @Test func aFailedLoadEndsLoadingThenShowsAMessage() async {
        let (presenter, view, _, repository) = heldPresenter()
        presenter.onViewDidLoad()
        await settle()
        expect(view.calls == [.loading(true)], "While the menu is loading, the view should have been told exactly showLoading(true); it got: \(view.summary).")

        await repository.deliver(.failure(FakeFailure()))
        await until { view.calls.count >= 3 }
        await settle()
        expect(view.calls == [.loading(true), .loading(false), .error],
               "After the repository failed, the view should get showLoading(false), then showError(_:) once, and nothing else; in all it got: \(view.summary).")
        expect(view.errors.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }, "The error message shown to the user is empty: say what went wrong.")
        expect(presenter.items.isEmpty, "After a failed first load the presenter's items should be empty; they are \(presenter.items.map(\.title)).")
    }

    @Test func tryingAgainAfterAFailureLoadsTheMenu() async {
        let (presenter, view, _, repository) = heldPresenter()
        presenter.onViewDidLoad()
        await repository.deliver(.failure(FakeFailure()))
        await until { view.calls.contains(.error) }
        await settle()

        let before = view.calls.count
        presenter.onViewDidLoad()
        await settle()
        expect(repository.requests == 2, "After a failure, calling onViewDidLoad() again should ask the repository again; it was asked \(repository.requests) times in all.")
        expect(view.calls(after: before) == [.loading(true)], "Trying again after a failure: while the menu is loading, the view should have been told exactly showLoading(true); it got: \(describe(view.calls(after: before))).")

        await repository.deliver(.success(sampleMenu))
        await until { view.calls(after: before).count >= 3 }
        await settle()
        let titles = sampleMenu.map(\.title)
        expect(view.calls(after: before) == [.loading(true), .loading(false), .items(titles)],
               "Trying again after a failure, the view should get showLoading(true), showLoading(false), then the titles, in that order; it got: \(describe(view.calls(after: before))).")
        expect(presenter.items == sampleMenu, "After a failure and a successful retry, the presenter's items should be the menu; they are \(presenter.items.map(\.title)).")
    }
}
