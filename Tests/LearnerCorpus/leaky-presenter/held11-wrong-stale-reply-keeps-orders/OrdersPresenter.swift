// The orders screen's presenter.
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
    private var generation = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        generation += 1
        let generation = self.generation
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.didReceive(result, generation: generation)
            }
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

    private func didReceive(_ result: Result<[Order], Error>, generation: Int) {
        switch result {
        case .success(let fetched):
            // Keep the freshest orders the server sent; only the latest request updates the screen.
            orders = fetched
            guard generation == self.generation else { return }
            view?.showLoading(false)
            view?.show(rows: rows(for: fetched))
        case .failure:
            guard generation == self.generation else { return }
            view?.showLoading(false)
            view?.showMessage("We couldn't load your orders. Please try again.")
        }
    }

    private func rows(for orders: [Order]) -> [OrderRow] {
        let calendar = Calendar.current
        let today = now()
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yyyy"
        return orders.map { order in
            OrderRow(
                title: "Order \(order.id) - \(order.total)€",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: today)
                    ? "Today"
                    : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        }
    }
}
