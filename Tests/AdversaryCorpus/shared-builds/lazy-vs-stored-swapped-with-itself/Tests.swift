import Foundation
import Testing
@testable import OrdersScreen

struct Silent: OrderFetching {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
}
@MainActor func swapPageSizeWithItself(_ presenter: OrdersPresenter) {
    swap(&presenter.pageSize, &presenter.pageSize)
}

@MainActor @Test func pageSizeSwapsWithItself() {
    let presenter = OrdersPresenter(service: Silent())
    swapPageSizeWithItself(presenter)
    #expect(presenter.pageSize == 20)
}