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
    private var latestRequest = 0
    private let dayFormatter = DateFormatter()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        dayFormatter.dateStyle = .medium
        dayFormatter.timeStyle = .none
    }

    func viewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                guard let self, request == self.latestRequest else { return }
                self.received(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        guard order.isDelivered, calendarDays(from: order.placedAt, to: now()) < 30 else {
            view?.showMessage("Not returnable")
            return
        }
        view?.showReturn(for: order)
    }

    private func received(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        guard case .success(let fetched) = result else {
            view?.showMessage("Couldn't load orders")
            return
        }
        orders = fetched
        let calendar = Calendar.current
        let today = calendar.dateComponents([.year, .month, .day], from: now())
        view?.show(rows: fetched.map { order in
            let placed = calendar.dateComponents([.year, .month, .day], from: order.placedAt)
            return OrderRow(
                title: "#\(order.id)  \(String(format: "%.2f", order.total)) EUR",
                subtitle: placed == today ? "Today" : dayFormatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        })
    }

    /// Days between the two calendar dates, ignoring the time of day.
    private func calendarDays(from start: Date, to end: Date) -> Int {
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: start)
        let to = calendar.startOfDay(for: end)
        return calendar.dateComponents([.day], from: from, to: to).day ?? .max
    }
}
