// The orders screen's presenter, Foundation only.
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
    private var calendar: Calendar { Calendar.current }

    /// Midnight of the day the rows are about to describe, worked out on the first reply (not at
    /// init: the clock is read when the rows are built) and kept, so building each row does not
    /// ask the calendar again.
    private lazy var startOfToday: Date = calendar.startOfDay(for: now())

    private lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        if order.isDelivered && days < 30 {
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
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            view?.showMessage("Couldn't load your orders. Please try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let isToday = calendar.startOfDay(for: order.placedAt) == startOfToday
        return OrderRow(
            title: "Order \(order.id) - \(String(format: "%.2f", order.total))€",
            subtitle: isToday ? "Today" : dateFormatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
