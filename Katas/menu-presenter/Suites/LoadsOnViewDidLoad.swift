import Foundation
import Testing
@testable import MenuScreen

/// Judges the calls made from `onViewDidLoad()` on: what init does is no-work-in-init's business,
/// except that the repository must not be asked before the view loaded.
@MainActor
@Suite struct LoadsOnViewDidLoad {
    @Test func itemsComeFromTheRepositoryAfterOnViewDidLoad() async {
        let (presenter, view, _, repository) = heldPresenter()
        await settle()
        expect(repository.requests == 0, "The repository was asked for the menu \(repository.requests) time(s) before onViewDidLoad() was called (from init, or from work init queued). Loading starts at onViewDidLoad(), when the view is there to show it.")
        let asked = repository.requests
        let start = view.calls.count

        presenter.onViewDidLoad()
        await repository.whileLoading(requests: asked + 1)
        let askedByLoad = repository.requests - asked
        expect(askedByLoad == 1, "onViewDidLoad() should ask the injected repository for the menu once; it asked \(askedByLoad) times.")
        let loading: [MenuViewCall] = [.loading(true)]
        expect(view.calls(after: start) == loading, "While the menu is loading, the view should have been told exactly showLoading(true); after onViewDidLoad() it got: \(describe(view.calls(after: start))).")

        await repository.reply(.success(sampleMenu)) { view.calls(after: start).count >= 3 }
        let expected: [MenuViewCall] = [.loading(true), .loading(false), .items(sampleMenu.map(\.title))]
        expect(view.calls(after: start) == expected,
               "After the repository replied, the view should get showLoading(true), showLoading(false), then exactly the repository's titles, in that order; after onViewDidLoad() it got: \(describe(view.calls(after: start))).")
        expect(presenter.items == sampleMenu, "The presenter's items should be what the repository returned; they are \(presenter.items.map(\.title)).")

        await loadAgain(presenter, view, repository)
    }

    /// A second `onViewDidLoad()` (a retry, a pull to refresh) replaces the menu with the new reply.
    private func loadAgain(_ presenter: MenuPresenter, _ view: MenuViewSpy, _ repository: HeldMenuRepository) async {
        let asked = repository.requests
        let start = view.calls.count
        let newMenu = [MenuItem(id: "pie", title: "Apple pie"), sampleMenu[1]]
        presenter.onViewDidLoad()
        // A presenter that does not load again fails the generated sequences below.
        guard await quickly({ repository.requests > asked }) else { return }
        await repository.reply(.success(newMenu)) { view.loadEnded(after: start) && view.calls(after: start).count >= 3 }
        let expected: [MenuViewCall] = [.loading(true), .loading(false), .items(newMenu.map(\.title))]
        expect(view.calls(after: start) == expected,
               "Loading a second time, the view should get showLoading(true), showLoading(false), then exactly the second reply's titles \(newMenu.map(\.title)) (the new menu replaces the old one); it got: \(describe(view.calls(after: start))).")
        expect(presenter.items == newMenu, "After a second load, the presenter's items should be exactly the second reply \(newMenu.map(\.title)); they are \(presenter.items.map(\.title)).")
    }

    /// A repository that answers before `loadItems` returns (a cache): loading on must come first,
    /// or the spinner is turned off before it is turned on, and stays on.
    @Test func aRepositoryThatAnswersAtOnceLeavesLoadingOff() async {
        let view = MenuViewSpy()
        let presenter = MenuPresenter(view: view, repository: ImmediateMenuRepository(.success(sampleMenu)), router: MenuRouterSpy())
        let start = view.calls.count
        presenter.onViewDidLoad()
        await until { view.calls(after: start).contains(.loading(false)) }
        await settle()
        let calls = view.calls(after: start)
        expect(view.lastLoading(after: start) == false,
               "With a repository that answers at once (before loadItems returns), the last loading call should be showLoading(false); the view got: \(describe(calls)). Tell the view showLoading(true) before asking the repository, so the reply can turn it off.")
    }
}

extension LoadsOnViewDidLoad {
    /// Generated sequences: reloads while a load is pending, replies out of order or twice, a
    /// repository that answers inside the call, failures in between.
    @Test func everyLoadInAnySequenceShowsTheLatestReply() async {
        await checkMenuSequences(.loads, scenarios: [
            [.create, .viewDidLoad, .viewDidLoad, .reply(.latest, .menu(1)), .reply(.earlier, .menu(0))],
            [.create, .viewDidLoad, .reply(.latest, .failure), .viewDidLoad, .reply(.latest, .menu(2))],
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoadAnsweredAtOnce(menu: 1)],
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .reply(.latest, .menu(3))],
            // The same titles as new items (other ids): they become the items all the same.
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .reply(.latest, .menu(5))],
        ], seeds: 1...48)
    }
}
