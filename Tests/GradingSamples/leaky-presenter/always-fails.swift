// Sample: one test that fails everywhere, one that checks only that the view is weak.
import Testing
@testable import OrdersScreen

final class Spy: OrdersView, @unchecked Sendable {
    nonisolated func show(rows: [OrderRow]) {}
    nonisolated func showLoading(_ isLoading: Bool) {}
    nonisolated func showMessage(_ message: String) {}
    nonisolated func showReturn(for order: Order) {}
}

@MainActor
@Test func thePresenterIsPerfect() {
    #expect(Bool(false), "not yet")
}

@MainActor
@Test func theViewIsWeak() {
    let presenter = OrdersPresenter()
    weak var weakView: Spy?
    do { let view = Spy(); presenter.view = view; weakView = view }
    #expect(weakView == nil)
}
