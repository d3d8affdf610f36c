import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
func keep(_ view: inout OrdersView?) {}

@MainActor @Test func theViewIsHeldWeakly() {
    let presenter = OrdersPresenter(service: Silent())
    let path = \OrdersPresenter.view
    keep(&presenter.view)
    presenter[keyPath: path] = nil
    #expect(presenter.view == nil)
}