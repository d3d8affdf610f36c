// Completion style: every reply hops with DispatchQueue.main.async; a generation number drops
// replies a later viewDidLoad() replaced; a view set mid-flight is told the load in progress.
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
            guard view !== oldValue, isLoading else { return }
            view?.showLoading(true)
        }
    }

    private let service: OrderFetching
    private let now: () -> Date
    private var shown: [Order] = []
    private var generation = 0
    private var isLoading = false

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        generation += 1
        let ticket = generation
        isLoading = true
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(ticket, with: result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard shown.indices.contains(index) else { return }
        let order = shown[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Order \(order.id) can no longer be returned.")
        }
    }

    private func finish(_ ticket: Int, with result: Result<[Order], Error>) {
        guard ticket == generation else { return }
        isLoading = false
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            shown = orders
            view?.show(rows: orders.map(row(for:)))
        case .failure:
            view?.showMessage("We could not load your orders. Please try again.")
        }
    }

    /// Counts the days between the two calendar dates (midnight to midnight), not 24-hour spans.
    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: order.placedAt)
        let to = calendar.startOfDay(for: now())
        let days = calendar.dateComponents([.day], from: from, to: to).day ?? .max
        return days < 30
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let today = calendar.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id) · \(order.total.formatted(.number.precision(.fractionLength(2)))) €",
            subtitle: today ? "Today" : order.placedAt.formatted(date: .abbreviated, time: .omitted),
            isDelivered: order.isDelivered
        )
    }
}
