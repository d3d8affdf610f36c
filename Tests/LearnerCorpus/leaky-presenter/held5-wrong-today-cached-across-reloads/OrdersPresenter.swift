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
    /// The start of "today", worked out once, at the first reply.
    private var startOfToday: Date?

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let tapNow = now()
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: tapNow).day ?? 0
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map { row(for: $0) })
        case .failure:
            orders = []
            view?.show(rows: [])
            view?.showMessage("Couldn't load your orders.")
        }
    }

    private func isToday(_ date: Date) -> Bool {
        let calendar = Calendar.current
        if startOfToday == nil { startOfToday = calendar.startOfDay(for: now()) }
        guard let start = startOfToday, let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        return date >= start && date < end
    }

    private func row(for order: Order) -> OrderRow {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        let subtitle = isToday(order.placedAt) ? "Today" : formatter.string(from: order.placedAt)
        return OrderRow(title: "Order \(order.id) - \(order.total) €", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
