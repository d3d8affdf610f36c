// The orders screen's presenter: weak view, main-queue hop, an injected clock, Foundation only.
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
    private var shown: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            // Always async, also when the service answers at once on main (main.sync would trap).
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.handle(result)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < shown.count else { return }
        let order = shown[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Order \(order.id) cannot be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            shown = orders
            let moment = now()
            view?.show(rows: orders.map { row(for: $0, at: moment) })
        case .failure:
            shown = []
            view?.showMessage("We couldn't load your orders. Please try again.")
            view?.show(rows: [])
        }
    }

    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        return days < 30
    }

    private func row(for order: Order, at moment: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: moment) {
            subtitle = "Today"
        } else {
            subtitle = order.placedAt.formatted(date: .abbreviated, time: .omitted)
        }
        let price = order.total.formatted(.number.precision(.fractionLength(2)))
        return OrderRow(title: "Order \(order.id) - \(price) €", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
