import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@Test func phases() {
    let phase = Phase.failed("offline")
    switch phase {
    case .idle, .loaded: Issue.record("not failed")
    case let .failed(reason): #expect(reason == "offline")
    }
    #expect(Tab(rawValue: "all") == .all && Tab.open.rawValue.count > 0)
}