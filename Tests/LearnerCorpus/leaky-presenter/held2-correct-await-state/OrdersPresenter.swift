import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // "Today" for an order placed on today's date, else the date
    let isDelivered: Bool
}

@MainActor
protocol OrdersView: AnyObject {
    func show(rows: [OrderRow])
    func showLoading(_ isLoading: Bool)
    func showMessage(_ message: String)
    func showReturn(for order: Order)
}

protocol OrderFetching: Sendable {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void)
}

extension OrderService: OrderFetching {}

/// Builds the rows of one reply from a single reading of the clock.
private struct RowBuilder {
    let today: Date
    let calendar: Calendar

    func rows(for orders: [Order]) -> [OrderRow] {
        orders.map(row(for:))
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(title: "Order \(order.id)", subtitle: subtitle(for: order.placedAt), isDelivered: order.isDelivered)
    }

    private func subtitle(for placedAt: Date) -> String {
        if calendar.isDate(placedAt, inSameDayAs: today) { return "Today" }
        let parts = calendar.dateComponents([.year, .month, .day], from: placedAt)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

/// The return rule: delivered, and fewer than 30 calendar days old.
private struct ReturnPolicy {
    let calendar: Calendar

    func allowsReturn(of order: Order, at now: Date) -> Bool {
        guard order.isDelivered, let days = calendar.dateComponents([.day], from: order.placedAt, to: now).day else {
            return false
        }
        return days < 30
    }
}

@MainActor
final class OrdersPresenter {
    private enum Screen {
        case idle
        case loading
        case showing([Order])
        case failed
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var screen = Screen.idle
    private var latestRequest = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        let service = self.service
        screen = .loading
        view?.showLoading(true)
        Task { [weak self] in
            let result = await Self.fetch(from: service)
            self?.finish(request, with: result)
        }
    }

    func didSelectRow(at index: Int) {
        guard case .showing(let orders) = screen, orders.indices.contains(index) else { return }
        let order = orders[index]
        if ReturnPolicy(calendar: .current).allowsReturn(of: order, at: now()) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(order.isDelivered ? "This order is too old to return." : "This order has not arrived yet.")
        }
    }

    private nonisolated static func fetch(from service: OrderFetching) async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            service.fetchOrders { result in
                continuation.resume(returning: result)
            }
        }
    }

    private func finish(_ request: Int, with result: Result<[Order], Error>) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            screen = .showing(orders)
            view?.show(rows: RowBuilder(today: now(), calendar: .current).rows(for: orders))
        case .failure:
            screen = .failed
            view?.showMessage("Something went wrong loading your orders. Try again.")
        }
    }
}
