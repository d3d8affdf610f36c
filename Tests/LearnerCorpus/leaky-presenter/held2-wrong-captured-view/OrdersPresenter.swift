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

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        // The reply goes back to the screen that asked; captured weakly, so it cannot leak.
        weak var screen = view
        screen?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await withCheckedContinuation { continuation in
                service.fetchOrders { continuation.resume(returning: $0) }
            }
            guard let self, let screen else { return }
            self.render(result, on: screen)
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order cannot be returned.")
        }
    }

    private func render(_ result: Result<[Order], Error>, on view: OrdersView) {
        view.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view.show(rows: fetched.map(row(for:)))
        case .failure:
            orders = []
            view.showMessage("Loading your orders failed. Try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now()) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.dateFormat = "d MMM yyyy"
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(title: "Order \(order.id)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
