import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct NavigationViaRouter {
    /// Taps rows, the same row twice in a row (a user back from its detail opens it again), then
    /// info. A router call may come a few main turns after the tap (`DispatchQueue.main.async`).
    @Test func selectingAnItemAsksTheRouterForThatItem() async {
        let (presenter, view, router, _) = await loadedPresenter()
        let before = view.calls.count
        let last = sampleMenu.count - 1
        let rows: [Int] = [1, 1, 0, last]
        for (tapped, index) in rows.enumerated() {
            let earlier = router.detailsShown.count
            presenter.didSelectItem(at: index)
            _ = await quickly { router.detailsShown.count > earlier }
            await settle(turns: 3)
            let asked: [String] = router.detailsShown.dropFirst(earlier).map { $0.title }
            let again = rows.prefix(tapped).contains(index) ? " (it was tapped before: every tap opens it again)" : ""
            expect(asked == [sampleMenu[index].title], "Selecting row \(index)\(again) should ask the injected router to show \"\(sampleMenu[index].title)\", once; the router was asked for \(asked).")
        }
        presenter.didTapInfo()
        _ = await quickly { router.infoShown > 0 }
        await settle(turns: 3)
        expect(router.infoShown == 1, "The info button should ask the router to show the info screen, once; it asked \(router.infoShown) times.")
        expect(view.calls.count == before, "Navigation goes through the router, not the view; the view got: \(describe(view.calls(after: before))).")
    }
}

extension NavigationViaRouter {
    /// Generated sequences: taps after reloads, while a reload is pending, on two items with the
    /// same title, the same row again, info in between.
    @Test func everyTapInAnySequenceOpensTheItemAtThatRow() async {
        await checkMenuSequences(.navigation, scenarios: [
            [.create, .viewDidLoad, .reply(.latest, .menu(2)), .tap(row: 1), .tap(row: 0), .tap(row: 1), .info],
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .reply(.latest, .menu(1)), .tap(row: 0), .tap(row: 1)],
            // A longer menu after a shorter one: its new last row opens.
            [.create, .viewDidLoad, .reply(.latest, .menu(1)), .viewDidLoad, .reply(.latest, .menu(0)), .tap(row: 3)],
            // A tap while a reload is in flight opens its item or does nothing, then and there.
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .tap(row: 0), .reply(.latest, .menu(1))],
        ], seeds: 1...48)
    }
}
