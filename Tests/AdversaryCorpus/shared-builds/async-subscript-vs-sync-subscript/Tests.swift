import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@MainActor @Test func firstRow() async {
    let presenter = OrdersPresenter(service: Silent())
    let title = await presenter[0]
    #expect(title == "row 0")
}