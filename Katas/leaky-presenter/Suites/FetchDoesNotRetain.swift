import Foundation
import Testing
@testable import OrdersScreen

/// A request in flight does not keep the presenter alive, and its reply after the presenter is
/// gone does nothing. The presenter is judged both when it is released after its request started
/// and when it is released at once (a task may then never get to ask the service, which is fine).
@MainActor
@Suite struct FetchDoesNotRetain {
    @Test func aPresenterReleasedDuringItsRequestIsFreed() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            weakPresenter = presenter
            presenter.viewDidLoad()
            let asked = await eventually { service.pending > 0 }
            expect(asked, "viewDidLoad() should ask the service passed to init(service:) for the orders; it was never asked.")
            guard asked else { return }
        }
        let freed = await eventually(turns: 50) { weakPresenter == nil }
        expect(freed, "The screen was closed while its orders were loading, but the presenter stayed alive: the request in flight holds it strongly (a callback or a task that captured `self` before waiting). Capture it weakly, and only take a strong reference after the reply is back.")

        let before = view.calls.count
        await service.replyAll(with: .success([order("A-1", placedAt: Date())]))
        await settle()
        let late = Array(view.calls.dropFirst(before))
        expect(late.isEmpty, "A reply that arrives after the presenter is gone must do nothing, but the view was told: \(describe(late)).")
    }

    @Test func aPresenterReleasedAtOnceIsFreed() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            weakPresenter = presenter
            presenter.viewDidLoad()
        }
        let freed = await eventually(turns: 50) { weakPresenter == nil }
        expect(freed, "The screen was closed right after viewDidLoad(), but the presenter stayed alive: the request it started holds it strongly. Capture it weakly.")
        await settle()
        if service.pending > 0 {
            await service.replyAll(with: .success([order("A-1", placedAt: Date())]))
            await settle()
        }
        let shown = view.calls.filter { $0 != .loading(true) }
        expect(shown.isEmpty, "A presenter released before its reply must show nothing more, but the view was told: \(describe(shown)).")
    }
}
