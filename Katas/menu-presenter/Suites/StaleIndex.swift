import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct StaleIndex {
    @Test func selectingAnIndexThatDoesNotExistDoesNothing() async {
        let (presenter, _, router, _) = await loadedPresenter()
        presenter.didSelectItem(at: sampleMenu.count)
        presenter.didSelectItem(at: -1)
        presenter.didSelectItem(at: 99)
        expect(router.detailsShown.isEmpty, "Selecting a row that does not exist navigated to \(router.detailsShown.map(\.title)). Ignore indexes outside the items.")
    }
}
