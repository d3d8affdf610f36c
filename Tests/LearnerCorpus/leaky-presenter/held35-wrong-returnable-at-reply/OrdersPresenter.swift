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
    /// Whether each row on screen may be returned, decided with the rows.
    private var returnable: [Bool] = []
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
        if returnable[index] {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, for request: Int) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            // The rule is decided together with the rows, from the same reading of the clock,
            // so what a row offers and what its subtitle says always agree.
            let calendar = Calendar.current
            let now = self.now()
            returnable = fetched.map { order in
                let days = calendar.dateComponents([.day], from: order.placedAt, to: now).day ?? .max
                return order.isDelivered && days < 30
            }
            view?.show(rows: rows(for: fetched, now: now, calendar: calendar))
        case .failure:
            view?.showMessage("Couldn't load your orders. Try again.")
        }
    }

    private func rows(for orders: [Order], now: Date, calendar: Calendar) -> [OrderRow] {
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
