import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
func clear(_ view: inout OrdersView?) { view = nil }

@MainActor @Test func viewIsReachedByKeyPath() {
    let presenter = OrdersPresenter(service: Silent())
    let path: ReferenceWritableKeyPath<OrdersPresenter, OrdersView?> = \OrdersPresenter.view
    presenter[keyPath: path] = nil
    clear(&presenter.view)
    #expect(presenter.view == nil)
}