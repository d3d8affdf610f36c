import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
final class CountingTwice: Tracker {
    var extra = 0
    override func track() { super.track(); extra += 1 }
}

@Test func tracks() {
    let tracker = CountingTwice()
    tracker.track()
    #expect(tracker.count == 1 && tracker.extra == 1)
}