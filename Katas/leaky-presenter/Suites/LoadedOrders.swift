// Hidden helper for the stage 3 checks: a presenter with a fixed clock that has shown its rows.
import Foundation
import Testing
@testable import OrdersScreen

/// Builds a presenter whose clock reads `now`, loads `orders` from a background service, and
/// waits until the view has the rows.
@MainActor
func presenterShowing(_ orders: [Order], now: Date) async -> (OrdersPresenter, OrdersViewSpy) {
    let service = BackgroundOrderService(.success(orders))
    let view = OrdersViewSpy()
    let presenter = OrdersPresenter(service: service, now: { now })
    presenter.view = view
    presenter.viewDidLoad()
    await service.untilReplied(1)
    await eventually { view.log.lastRows != nil }
    return (presenter, view)
}
