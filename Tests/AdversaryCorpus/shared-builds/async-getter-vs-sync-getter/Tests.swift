import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@MainActor @Test func isReadyAtOnce() async {
    let presenter = OrdersPresenter(service: Silent())
    let ready = await presenter.isReady
    #expect(ready)
}