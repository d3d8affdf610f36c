import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct LoadsOnViewDidLoad {
    @Test func itemsComeFromTheRepositoryAfterOnViewDidLoad() async {
        let (presenter, view, _, repository) = heldPresenter()
        presenter.onViewDidLoad()
        await repository.whileLoading()
        expect(repository.requests == 1, "onViewDidLoad() should ask the injected repository for the menu once; it asked \(repository.requests) times.")
        let loading: [MenuViewCall] = [.loading(true)]
        expect(view.calls == loading, "While the menu is loading, the view should have been told exactly showLoading(true); it got: \(view.summary).")

        await repository.reply(.success(sampleMenu)) { view.calls.count >= 3 }
        let expected: [MenuViewCall] = [.loading(true), .loading(false), .items(sampleMenu.map(\.title))]
        expect(view.calls == expected,
               "After the repository replied, the view should get showLoading(true), showLoading(false), then exactly the repository's titles, in that order; it got: \(view.summary).")
        expect(presenter.items == sampleMenu, "The presenter's items should be what the repository returned; they are \(presenter.items.map(\.title)).")
    }
}
