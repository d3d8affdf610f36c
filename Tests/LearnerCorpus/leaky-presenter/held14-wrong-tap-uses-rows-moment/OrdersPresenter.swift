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
    /// The orders behind the rows on screen, in the same order.
    private var orders: [Order] = []
    private var latestRequest = 0
    /// The moment the rows on screen were built: "Today" and the return rule use the same clock
    /// reading, so a row never says one thing and does another.
    private var rowsMoment = Date.distantPast

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.handle(result, of: request)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: rowsMoment).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("Orders can be returned up to 30 days after they were placed.")
        } else {
            view?.showMessage("This order has not been delivered yet.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, of request: Int) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: rows(for: fetched))
        case .failure:
            view?.showMessage("Your orders could not be loaded. Try again.")
        }
    }

    private func rows(for orders: [Order]) -> [OrderRow] {
        let calendar = Calendar.current
        let today = now()
        rowsMoment = today
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return orders.map { order in
            OrderRow(
                title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        }
    }
}
