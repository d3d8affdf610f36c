// The orders screen's presenter: weak view, injected service and clock, every view call on main.
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
    /// The orders behind the rows on screen, in the same order.
    private var orders: [Order] = []

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
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("Order \(order.id) was delivered more than 30 days ago and can no longer be returned.")
        } else {
            view?.showMessage("Order \(order.id) has not been delivered yet.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure:
            orders = []
            view?.show(rows: [])
            view?.showMessage("Your orders could not be loaded. Please try again.")
        }
    }

    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        return days < 30
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: today) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "dd/MM/yyyy"
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(
            title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
            subtitle: subtitle,
            isDelivered: order.isDelivered
        )
    }
}
