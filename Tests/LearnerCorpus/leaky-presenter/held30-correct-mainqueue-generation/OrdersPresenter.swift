// The orders screen's presenter, after review.
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
    /// The orders behind the rows the view shows right now, index for index.
    private var shownOrders: [Order] = []
    /// Bumped on every load; only the reply to the latest load is shown.
    private var latestLoad = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                self?.receive(result, for: load)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard shownOrders.indices.contains(index) else { return }
        let order = shownOrders[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    // MARK: - Reply

    private func receive(_ result: Result<[Order], Error>, for load: Int) {
        guard load == latestLoad else { return }   // a later viewDidLoad() replaced this one
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            let rows = makeRows(for: orders)
            shownOrders = orders
            view?.show(rows: rows)
        case .failure:
            shownOrders = []
            view?.show(rows: [])
            view?.showMessage("Your orders could not be loaded. Please try again.")
        }
    }

    // MARK: - Rules

    private func makeRows(for orders: [Order]) -> [OrderRow] {
        let calendar = Calendar.current
        let today = now()
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return orders.map { order in
            OrderRow(
                title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: today)
                    ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        }
    }

    /// Delivered, and placed fewer than 30 calendar dates before today.
    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let calendar = Calendar.current
        let placedDay = calendar.startOfDay(for: order.placedAt)
        let today = calendar.startOfDay(for: now())
        guard let days = calendar.dateComponents([.day], from: placedDay, to: today).day else { return false }
        return days < 30
    }
}
