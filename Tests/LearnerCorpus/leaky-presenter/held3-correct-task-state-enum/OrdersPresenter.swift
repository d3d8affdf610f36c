// A learner who likes state enums and Task { @MainActor in } hops.
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
    private enum Screen {
        case idle
        case loading(shown: [Order])
        case loaded([Order])
        case failed(shown: [Order])

        var visibleOrders: [Order] {
            switch self {
            case .idle: return []
            case .loading(let shown), .failed(let shown): return shown
            case .loaded(let orders): return orders
            }
        }
    }

    weak var view: OrdersView?
    private let service: OrderFetching
    private let now: () -> Date
    private var screen = Screen.idle

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        screen = .loading(shown: screen.visibleOrders)
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.receive(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        let orders = screen.visibleOrders
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    private func receive(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            screen = .loaded(orders)
            let today = now()
            view?.show(rows: orders.map { makeRow($0, today: today) })
        case .failure:
            screen = .failed(shown: screen.visibleOrders)
            view?.showMessage("We could not load your orders. Try again.")
        }
    }

    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        return days < 30
    }

    private func makeRow(_ order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: today) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(
            title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
            subtitle: subtitle,
            isDelivered: order.isDelivered
        )
    }
}
