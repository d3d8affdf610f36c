import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@MainActor @Test func nothingToReturn() {
    let presenter = OrdersPresenter(service: Silent())
    do {
        _ = try presenter.firstReturnable
        Issue.record("no order can be returned yet")
    } catch {
        #expect(String(describing: error).contains("ReturnRefused"))
    }
}