import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@Test func rowsCompare() {
    let row = OrderRow(title: "A", subtitle: "Today", isDelivered: true)
    #expect(row == OrderRow(title: "A", subtitle: "Today", isDelivered: true))
    #expect(row.subtitle == "Today")
}