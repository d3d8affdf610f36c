import Foundation
import Testing
@testable import OrdersScreen

/// The presenter never keeps its view alive: not when idle, not while a request is in flight
/// (the view closed alone, then the whole screen), and a reply that comes after the view is gone
/// does nothing (an `unowned` view crashes there).
@MainActor
@Suite struct ViewIsWeak {
    @Test func thePresenterNeverKeepsItsViewAlive() async {
        let idle = OrdersPresenter(service: HeldOrderService())
        weak var idleView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            idle.view = view
            idleView = view
        }
        expect(idleView == nil, "The presenter keeps its view alive after everyone else let it go: the view controller owns the presenter and the presenter holds the view strongly, so neither is ever freed. Hold the view weakly.")

        // The view closes while its orders load; the presenter lives on (someone else holds it).
        let service = HeldOrderService()
        let presenter = OrdersPresenter(service: service)
        weak var closedView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            presenter.view = view
            closedView = view
            presenter.viewDidLoad()
            await eventually { service.pending > 0 }
        }
        let freed = await eventually(turns: 50) { closedView == nil }
        expect(freed, "The view was closed while its orders were loading, but it stayed alive: the request holds a strong reference to it (a copy of the view captured by the fetch callback or task). Inside the callback, reach the view through the presenter's weak `view`.")
        // The reply after the view is gone: a weak view is nil, so nothing happens; an
        // `unowned` one crashes ("Attempted to read an unowned reference").
        await service.replyAll(with: .success([order("A-1", placedAt: Date())]))
        await settle()

        // The whole screen (view and presenter) closes while its orders load.
        let screenService = HeldOrderService()
        weak var screenView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            let screenPresenter = OrdersPresenter(service: screenService)
            screenPresenter.view = view
            screenView = view
            screenPresenter.viewDidLoad()
            await eventually { screenService.pending > 0 }
        }
        let screenFreed = await eventually(turns: 50) { screenView == nil }
        expect(screenFreed, "The whole screen was closed while its orders were loading, but the view stayed alive until the request answers: the request holds a strong reference to it. Reach the view only through the presenter's weak `view`.")
        withExtendedLifetime((idle, presenter, screenService)) {}
    }

    /// The same rule over generated sequences: a new view set mid-load, the view closing after
    /// rows or a failure, replies after it closed.
    @Test func everySequenceOfSteps() async {
        await OrderSequences(rule: .viewIsWeak).check(
            "the presenter holds its view weakly, and every call goes to the view it has at that moment (reach it through `view`, never a copy).",
            scenarios: [
                [.load, .newView, .reply(0, .orders(3), onMain: false)],
                [.load, .reply(0, .orders(1), onMain: false), .releaseView],
                [.load, .reply(0, .failure, onMain: false), .load, .releaseView, .reply(1, .orders(1), onMain: false)],
            ])
    }

}
