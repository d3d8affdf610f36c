// The orders screen's presenter: Foundation only, main-actor, replies hopped to the main queue.
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
    private var hasShownOrders = false

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let calendar = Calendar.current
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned any more.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            // Reloading the table with what it already shows only makes it flicker.
            guard !hasShownOrders || fetched != orders else { return }
            orders = fetched
            hasShownOrders = true
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            view?.showMessage("We couldn't load your orders. Please try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "dd/MM/yyyy"
        let placedToday = calendar.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: placedToday ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered)
    }
}
