import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
func double(_ value: inout Int) { value *= 2 }

@MainActor @Test func pageSize() {
    let presenter = OrdersPresenter(service: Silent())
    presenter.pageSize += 1
    double(&presenter.pageSize)
    #expect(presenter.pageSize == 42)
}