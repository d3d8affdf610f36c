// The orders screen's presenter: weak view, injected service and clock, replies hopped to main.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // exactly "Today" for an order placed on today's date, else the date
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
    private var latestRequest = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result, for: request)
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
            view?.showMessage("This order can't be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, for request: Int) {
        guard request == latestRequest else { return }
        // Whatever the outcome, the spinner must stop: a defer makes sure no path forgets it.
        defer { view?.showLoading(false) }
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: rows(for: fetched))
        case .failure:
            view?.showMessage("Couldn't load your orders. Try again.")
        }
    }

    private func rows(for orders: [Order]) -> [OrderRow] {
        let calendar = Calendar.current
        let now = self.now()
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return orders.map { order in
            OrderRow(
                title: "Order \(order.id) - \(String(format: "%.2f", order.total))€",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: now) ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        }
    }
}
