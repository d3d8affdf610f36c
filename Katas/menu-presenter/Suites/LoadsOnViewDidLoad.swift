import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct LoadsOnViewDidLoad {
    @Test func itemsComeFromTheRepositoryAfterOnViewDidLoad() async {
        let (presenter, view, _, repository) = await loadedPresenter()
        expect(repository.replies.requests == 1, "onViewDidLoad() should ask the injected repository for the menu once; it asked \(repository.replies.requests) times.")
        expect(view.calls == [.loading(true), .loading(false), .items(sampleMenu.map(\.title))],
               "The view should get showLoading(true), showLoading(false), then exactly the repository's items, in order; it got: \(view.summary).")
        expect(presenter.items == sampleMenu, "The presenter's items should be what the repository returned.")
    }
}
