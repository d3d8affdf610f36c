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
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task {
                await MainActor.run { [weak self] in
                    self?.apply(result)
                }
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
            view?.showMessage(order.isDelivered ? "Returns close 30 days after the order." : "Not delivered yet.")
        }
    }

    private func apply(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            // A failed refresh keeps the list the user already has: no need to shout about it.
            if orders.isEmpty {
                view?.showMessage("We couldn't load your orders. Pull down to try again.")
            }
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: now()) ? "Today" : formatter.string(from: order.placedAt)
        return OrderRow(title: "Order \(order.id)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
