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
    private var shown: [Order] = []
    private var latest = 0
    private var builtAt = Date.distantPast

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latest += 1
        let request = latest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in self?.handle(result, of: request) }
        }
    }

    func didSelectRow(at index: Int) {
        guard shown.indices.contains(index) else { return }
        let order = shown[index]
        let calendar = Calendar.current
        let days = calendar.dateComponents([.day], from: order.placedAt, to: builtAt).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Order \(order.id) can no longer be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, of request: Int) {
        guard request == latest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            shown = orders
            let calendar = Calendar.current
            let today = now()
            builtAt = today
            view?.show(rows: orders.map { row(for: $0, calendar: calendar, today: today) })
        case .failure:
            shown = []
            view?.show(rows: [])
            view?.showMessage("The orders could not be loaded. Please try again.")
        }
    }

    private func row(for order: Order, calendar: Calendar, today: Date) -> OrderRow {
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: today)
            ? "Today"
            : order.placedAt.formatted(date: .abbreviated, time: .omitted)
        return OrderRow(
            title: "Order \(order.id) - \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: subtitle,
            isDelivered: order.isDelivered)
    }
}
