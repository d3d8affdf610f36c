// The orders screen's presenter.
//
// The view is held weakly, the service's callback holds the presenter weakly, every view call is
// made on the main actor, "Today" is a calendar question asked of the injected clock, and the
// return rule lives here, where a test can reach it.
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
    private var shownOrders: [Order] = []
    /// The number of the latest request; older replies are ignored.
    private var latestRequest = 0

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
        guard shownOrders.indices.contains(index) else { return }
        let order = shownOrders[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    // MARK: - Private

    private func handle(_ result: Result<[Order], Error>, of request: Int) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            let today = now()
            shownOrders = orders
            view?.show(rows: orders.map { row(for: $0, today: today) })
        case .failure:
            view?.showMessage("We could not load your orders. Please try again.")
        }
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

    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        return days < 30
    }
}
