import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct ViewIsWeak {
    /// Four ways the screen goes away; each must free what it should and survive a late reply.
    @Test func thePresenterDoesNotKeepItsViewAliveNorTouchAViewThatIsGone() async {
        holdTheViewWeakly()
        await closeTheViewWhileLoading(thenReply: .success(sampleMenu))
        await closeTheViewWhileLoading(thenReply: .failure(FakeFailure()))
        await releaseThePresenterWhileLoading()
    }

    private func holdTheViewWeakly() {
        let router = MenuRouterSpy()
        weak var weakView: MenuViewSpy?
        var presenter: MenuPresenter?
        do {
            let view = MenuViewSpy()
            presenter = MenuPresenter(view: view, repository: HeldMenuRepository(), router: router)
            weakView = view
        }
        expect(weakView == nil, "The presenter keeps its view alive. The view controller owns the presenter; the presenter must hold the view weakly, through a class-bound protocol.")
        _ = presenter
    }

    /// The screen is closed while the menu loads: its view must go, and the late reply must do no harm.
    private func closeTheViewWhileLoading(thenReply reply: Result<[MenuItem], Error>) async {
        let repository = HeldMenuRepository()
        weak var weakView: MenuViewSpy?
        var presenter: MenuPresenter?
        do {
            let view = MenuViewSpy()
            presenter = MenuPresenter(view: view, repository: repository, router: MenuRouterSpy())
            presenter?.onViewDidLoad()
            weakView = view
        }
        await settle()
        expect(weakView == nil, "The view was closed while the menu was loading, and it stayed alive: something holds it strongly until the reply comes (a closure that captured the view, or a strong reference). Reach the view only through the presenter's weak reference.")
        // A view held `unowned` is gone now: touching it when the reply comes stops the program.
        await repository.deliver(reply)
        await settle(turns: 20)
        _ = presenter
    }

    /// The presenter itself goes (its screen closed) while the menu loads: the late reply must
    /// not touch it.
    private func releaseThePresenterWhileLoading() async {
        let repository = HeldMenuRepository()
        let view = MenuViewSpy()
        do {
            let presenter = MenuPresenter(view: view, repository: repository, router: MenuRouterSpy())
            presenter.onViewDidLoad()
        }
        await settle()
        // A completion that holds the presenter `unowned` stops the program here.
        await repository.deliverIfAsked(.success(sampleMenu))
        await settle(turns: 20)
        withExtendedLifetime(view) {}
    }
}

extension ViewIsWeak {
    /// Generated sequences: the view or the presenter goes at any point, with requests in flight,
    /// and replies come after.
    @Test func aClosedViewIsFreedInAnySequence() async {
        await checkMenuSequences(.viewIsWeak, scenarios: [
            [.create, .viewDidLoad, .reply(.latest, .menu(0)), .viewDidLoad, .releaseView, .reply(.latest, .failure)],
            [.create, .viewDidLoad, .releasePresenter, .reply(.latest, .menu(0))],
        ], seeds: 1...48)
    }
}
