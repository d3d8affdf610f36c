import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct FetchDoesNotRetain {
    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            presenter.viewDidLoad()
            weakPresenter = presenter
        }
        await eventually { service.pending > 0 }
        expect(service.pending == 1, "viewDidLoad() should ask the injected service for the orders, once.")
        expect(weakPresenter == nil, "A request still in flight keeps the presenter alive after the screen is gone: the fetch callback holds it strongly. Capture it weakly.")

        let callsBefore = view.calls.count
        await service.replyAll(with: .success([order("A-1", placedAt: Date())]))
        await settle()
        expect(view.calls.count == callsBefore, "A reply that arrives after the screen is gone must do nothing, but the view was told: \(view.summary).")
    }
}
