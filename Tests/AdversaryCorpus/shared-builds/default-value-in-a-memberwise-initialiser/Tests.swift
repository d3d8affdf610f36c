import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@Test func tally() {
    #expect(Tally(shown: 2).shown == 2)
    #expect(Tally().refused >= 0)
}