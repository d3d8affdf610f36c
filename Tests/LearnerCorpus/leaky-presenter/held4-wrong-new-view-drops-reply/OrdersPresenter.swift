// Orders screen presenter: Task { @MainActor } hop; a new screen starts a new session, so replies
// meant for the old screen are dropped.
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
    weak var view: OrdersView? {
        didSet {
            // A different screen took over: whatever the old one asked for is not its business.
            if view !== oldValue { session += 1 }
        }
    }

    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []
    private var session = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        session += 1
        let asked = session
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                guard let self, asked == self.session else { return }
                self.present(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        if order.isDelivered, days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order cannot be returned.")
        }
    }

    private func present(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure:
            view?.showMessage("Your orders could not be loaded.")
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: today) {
            subtitle = "Today"
        } else {
            let components = calendar.dateComponents([.year, .month, .day], from: order.placedAt)
            subtitle = String(format: "%02d.%02d.%04d", components.day ?? 0, components.month ?? 0, components.year ?? 0)
        }
        return OrderRow(title: "\(order.id) (\(order.total))", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
