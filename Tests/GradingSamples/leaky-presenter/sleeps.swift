// Sample: a sound test that waits on the real clock instead of for what it expects.
import Foundation
import Testing
@testable import OrdersScreen

final class Spy: OrdersView, @unchecked Sendable {
    nonisolated func show(rows: [OrderRow]) {}
    nonisolated func showLoading(_ isLoading: Bool) {}
    nonisolated func showMessage(_ message: String) {}
    nonisolated func showReturn(for order: Order) {}
}

@MainActor
@Test func theViewIsWeakEventually() async throws {
    let presenter = OrdersPresenter()
    weak var weakView: Spy?
    do { let view = Spy(); presenter.view = view; weakView = view }
    try await Task.sleep(nanoseconds: 1_000_000)
    #expect(weakView == nil)
}
