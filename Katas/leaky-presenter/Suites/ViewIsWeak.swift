import Foundation
import Testing
@testable import OrdersScreen

/// The presenter never keeps its view alive: not when idle, not while a request is in flight, and
/// a reply that comes after the view is gone does nothing (an `unowned` view crashes there).
@MainActor
@Suite struct ViewIsWeak {
    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let presenter = OrdersPresenter(service: HeldOrderService())
        weak var weakView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            presenter.view = view
            weakView = view
        }
        expect(weakView == nil, "The presenter keeps its view alive after everyone else let it go: the view controller owns the presenter and the presenter holds the view strongly, so neither is ever freed. Hold the view weakly.")
        withExtendedLifetime(presenter) {}
    }

    @Test func aViewClosedDuringARequestIsFreedAndTheReplyIsIgnored() async {
        let service = HeldOrderService()
        let presenter = OrdersPresenter(service: service)
        weak var weakView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            presenter.view = view
            weakView = view
            presenter.viewDidLoad()
            await eventually { service.pending > 0 }
        }
        let freed = await eventually(turns: 50) { weakView == nil }
        expect(freed, "The view was closed while its orders were loading, but it stayed alive: something the request holds (the fetch callback) keeps a strong reference to it. Inside the callback, reach the view through the presenter's weak `view`, never through a copy captured earlier.")
        // The reply arrives after the view is gone: a weak view is nil, so nothing happens. An
        // `unowned` view crashes here ("Attempted to read an unowned reference").
        await service.replyAll(with: .success([order("A-1", placedAt: Date())]))
        await settle()
        withExtendedLifetime(presenter) {}
    }

    @Test func aScreenClosedDuringARequestFreesItsView() async {
        let service = HeldOrderService()
        weak var weakView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            weakView = view
            presenter.viewDidLoad()
            await eventually { service.pending > 0 }
        }
        let freed = await eventually(turns: 50) { weakView == nil }
        expect(freed, "The whole screen (view and presenter) was closed while its orders were loading, but the view stayed alive until the request answers: the request keeps a strong reference to the view. Reach the view only through the presenter's weak `view`.")
        withExtendedLifetime(service) {}
    }
}
