import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct StaleIndex {
    /// Selects `index` and says what it wrongly navigated to, if anything.
    private func select(_ index: Int, on presenter: MenuPresenter, router: MenuRouterSpy) -> [String] {
        let before = router.detailsShown.count
        presenter.didSelectItem(at: index)
        return router.detailsShown.dropFirst(before).map(\.title)
    }

    /// Before the menu arrives, outside its rows, and after a reload that shortened it.
    @Test func selectingARowThatDoesNotExistDoesNothing() async {
        await selectBeforeTheMenuLoaded()
        await selectOutsideTheItems()
        await selectARowThatAReloadRemoved()
    }

    private func selectBeforeTheMenuLoaded() async {
        let (presenter, view, router, _) = heldPresenter()
        presenter.onViewDidLoad()
        for index in [0, -1, 1] {
            let shown = select(index, on: presenter, router: router)
            expect(shown.isEmpty, "Before the menu arrived, selecting row \(index) navigated to \(shown). There are no items yet: ignore it.")
        }
        withExtendedLifetime(view) {}
    }

    private func selectOutsideTheItems() async {
        let (presenter, view, router, _) = await loadedPresenter()
        defer { withExtendedLifetime(view) {} }
        let count = sampleMenu.count
        for index in [-1, count, count + 1, Int.min, Int.max] {
            let shown = select(index, on: presenter, router: router)
            expect(shown.isEmpty, "With \(count) items (rows 0 to \(count - 1)), selecting row \(index) navigated to \(shown). Ignore indexes outside the items.")
        }
        for index in [0, count - 1] { _ = select(index, on: presenter, router: router) }
    }

    private func selectARowThatAReloadRemoved() async {
        let (presenter, view, router, repository) = await loadedPresenter()
        let shorter = Array(sampleMenu.prefix(2))
        let before = view.calls.count
        presenter.onViewDidLoad()
        // A presenter that does not load again is judged by failure-state, not here.
        guard await quickly({ repository.waiting > 0 }), await repository.deliverIfAsked(.success(shorter)),
              await until({ view.calls(after: before).contains(.items(shorter.map(\.title))) }) else { return }
        for index in [shorter.count, sampleMenu.count - 1, -1] {
            let shown = select(index, on: presenter, router: router)
            expect(shown.isEmpty, "After a reload shortened the menu from \(sampleMenu.count) items to \(shorter.count), selecting row \(index), which no longer exists, navigated to \(shown). Check the index against the items you have now.")
        }
    }
}

extension StaleIndex {
    /// Generated sequences: taps outside the items after a shorter reload, after a failed reload,
    /// before any menu, while a reload is pending.
    @Test func aRowThatDoesNotExistDoesNothingInAnySequence() async {
        await checkMenuSequences(.staleIndex, scenarios: [
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .reply(.latest, .failure), .tap(row: 0)],
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .reply(.latest, .menu(1)), .tap(row: 3)],
        ], seeds: 1...48)
    }
}
