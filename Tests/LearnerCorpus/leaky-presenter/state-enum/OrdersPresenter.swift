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
    private enum State {
        case idle
        case loading(showing: [Order])
        case loaded([Order])
        case failed
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var state = State.idle
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    /// The orders the table shows right now.
    private var visibleOrders: [Order] {
        switch state {
        case .idle, .failed: return []
        case .loading(let showing): return showing
        case .loaded(let orders): return orders
        }
    }

    func viewDidLoad() {
        state = .loading(showing: visibleOrders)
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(with: result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        let orders = visibleOrders
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        if canReturn(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order is not eligible for a return.")
        }
    }

    private func finish(with result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            state = .loaded(orders)
            view?.show(rows: orders.map(row(for:)))
        case .failure:
            state = .failed
            view?.show(rows: [])
            view?.showMessage("We couldn't load your orders. Please try again.")
        }
    }

    private func canReturn(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        guard let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day else { return false }
        return days < 30
    }

    private func row(for order: Order) -> OrderRow {
        let isToday = Calendar.current.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id) · \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: isToday ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
