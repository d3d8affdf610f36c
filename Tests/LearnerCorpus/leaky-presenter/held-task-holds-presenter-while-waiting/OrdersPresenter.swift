import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
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

extension OrderFetching {
    /// The service's callback as an async call; the service calls back exactly once.
    func orders() async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            fetchOrders { continuation.resume(returning: $0) }
        }
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []
    private var loadID = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        loadID += 1
        let id = loadID
        view?.showLoading(true)
        Task { [weak self] in
            guard let self else { return }
            let result = await self.service.orders()
            guard id == self.loadID else { return }
            self.view?.showLoading(false)
            switch result {
            case .success(let fetched):
                self.orders = fetched
                self.view?.show(rows: self.rows(from: fetched))
            case .failure:
                self.view?.showMessage("Loading your orders failed. Please try again.")
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered, days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order is outside the return window.")
        }
    }

    private func rows(from orders: [Order]) -> [OrderRow] {
        let calendar = Calendar.current
        let today = now()
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        return orders.map { order in
            OrderRow(
                title: "Order \(order.id)",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        }
    }
}
