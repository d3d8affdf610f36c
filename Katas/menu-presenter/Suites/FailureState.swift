import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct FailureState {
    @Test func aFailingRepositoryEndsLoadingAndShowsAMessage() async {
        let view = MenuViewSpy()
        let repository = BackgroundMenuRepository(.failure(FakeFailure()))
        let presenter = MenuPresenter(view: view, repository: repository, router: MenuRouterSpy())
        presenter.onViewDidLoad()
        await repository.replies.untilReplied(1)
        await eventually { view.calls.contains(.error) }
        await settle()
        let lastLoading = view.calls.last { if case .loading = $0 { return true } else { return false } }
        expect(lastLoading == .loading(false), "After the repository failed, the screen is still loading: call showLoading(false). The view got: \(view.summary).")
        expect(view.calls.contains(.error) && view.errors.allSatisfy { !$0.isEmpty }, "After the repository failed, the user should see a message (showError); the view got: \(view.summary).")
    }
}
