// Orders presenter as a small state machine: the screen is a function of `state`.
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
    enum State: Equatable {
        case idle
        case loading(showing: [Order])
        case loaded([Order], rows: [OrderRow])
        case failed(message: String)
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date

    /// Every change of state is rendered once; setting the same state again draws nothing.
    private var state: State = .idle {
        didSet {
            guard state != oldValue else { return }
            render()
        }
    }

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        state = .loading(showing: ordersOnScreen)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in self?.finish(with: result) }
        }
    }

    func didSelectRow(at index: Int) {
        let orders = ordersOnScreen
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let calendar = Calendar.current
        let age = calendar.dateComponents([.day], from: calendar.startOfDay(for: order.placedAt),
                                          to: calendar.startOfDay(for: now())).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    // MARK: - State

    /// The orders behind the rows on screen: a pending reload keeps the old rows up.
    private var ordersOnScreen: [Order] {
        switch state {
        case .loaded(let orders, _), .loading(let orders): return orders
        case .idle, .failed: return []
        }
    }

    private func finish(with result: Result<[Order], Error>) {
        switch result {
        case .success(let orders):
            let today = now()
            state = .loaded(orders, rows: orders.map { row(for: $0, today: today) })
        case .failure:
            state = .failed(message: "Orders could not be loaded. Try again.")
        }
    }

    private func render() {
        switch state {
        case .idle:
            break
        case .loading:
            view?.showLoading(true)
        case .loaded(_, let rows):
            view?.showLoading(false)
            view?.show(rows: rows)
        case .failed(let message):
            view?.showLoading(false)
            view?.show(rows: [])
            view?.showMessage(message)
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
