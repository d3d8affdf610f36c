import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@MainActor @Test func pageSize() {
    let presenter = OrdersPresenter(service: Silent())
    let path = \OrdersPresenter.pageSize
    #expect(presenter.pageSize == presenter[keyPath: path])
}