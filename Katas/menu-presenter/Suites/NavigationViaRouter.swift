import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct NavigationViaRouter {
    @Test func selectingAnItemAsksTheRouterForItsDetail() async {
        let (presenter, view, router, _) = await loadedPresenter()
        let before = view.calls.count
        presenter.didSelectItem(at: 1)
        expect(router.detailsShown == [sampleMenu[1]], "Selecting the second item should ask the injected router to show \"\(sampleMenu[1].title)\"; the router was asked for \(router.detailsShown.map(\.title)).")
        presenter.didTapInfo()
        expect(router.infoShown == 1, "The info button should ask the router to show the info screen, once; it asked \(router.infoShown) times.")
        expect(view.calls.count == before, "Navigation goes through the router, not the view; the view got: \(view.calls.dropFirst(before).map(\.description)).")
    }
}
