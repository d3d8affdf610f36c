// The orders screen's presenter. The service may answer on any thread; every reply hops to the
// main actor with Task { @MainActor in } before the view hears of it.
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
    private var rows: [OrderRow] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.didReceive(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("Returns are possible for 30 days after the order.")
        } else {
            view?.showMessage("This order is still on its way.")
        }
    }

    private func didReceive(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            let moment = now()
            orders = fetched
            rows = fetched.map { row(for: $0, now: moment) }
            renderList()
        case .failure:
            // Keep the list in step with what we hold, then tell the user what went wrong.
            renderList()
            view?.showMessage("Could not load your orders. Check your connection and try again.")
        }
    }

    private func renderList() {
        view?.show(rows: rows)
    }

    private func row(for order: Order, now: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.dateFormat = "dd/MM/yyyy"
            formatter.timeZone = calendar.timeZone
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(title: "Order \(order.id) - \(order.total)€", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
