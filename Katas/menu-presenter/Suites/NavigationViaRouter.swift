import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct NavigationViaRouter {
    @Test func selectingAnItemAsksTheRouterForThatItem() async {
        let (presenter, view, router, _) = await loadedPresenter()
        let before = view.calls.count
        let last = sampleMenu.count - 1
        let rows: [Int] = [1, 0, last]
        for (tapped, index) in rows.enumerated() {
            presenter.didSelectItem(at: index)
            let asked: [String] = router.detailsShown.dropFirst(tapped).map { $0.title }
            expect(asked == [sampleMenu[index].title], "Selecting row \(index) should ask the injected router to show \"\(sampleMenu[index].title)\", once; the router was asked for \(asked).")
        }
        presenter.didTapInfo()
        expect(router.infoShown == 1, "The info button should ask the router to show the info screen, once; it asked \(router.infoShown) times.")
        expect(view.calls.count == before, "Navigation goes through the router, not the view; the view got: \(describe(view.calls(after: before))).")
    }
}
