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

/// Presenter for the orders list, written as a small state machine.
@MainActor
final class OrdersPresenter {
    enum State {
        case idle
        case loading
        case loaded([Order])
        case failed
    }

    /// Holds the view without owning it.
    private struct ViewReference {
        var object: OrdersView?
    }
    private var viewReference = ViewReference()

    var view: OrdersView? {
        get { viewReference.object }
        set { viewReference = ViewReference(object: newValue) }
    }
    private(set) var state: State = .idle

    private let service: OrderFetching
    private let now: () -> Date
    private let calendar = Calendar.current

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        transition(to: .loading)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                guard let self else { return }
                switch result {
                case .success(let orders): self.transition(to: .loaded(orders))
                case .failure: self.transition(to: .failed)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard case .loaded(let orders) = state, index >= 0, index < orders.count else { return }
        let order = orders[index]
        if canReturn(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Only delivered orders from the last 30 days can be returned.")
        }
    }

    // MARK: - Private

    private func transition(to newState: State) {
        state = newState
        switch newState {
        case .idle:
            break
        case .loading:
            view?.showLoading(true)
        case .loaded(let orders):
            view?.showLoading(false)
            view?.show(rows: orders.map(makeRow))
        case .failed:
            view?.showLoading(false)
            view?.showMessage("Something went wrong while loading your orders.")
        }
    }

    private func canReturn(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        guard let cutoff = calendar.date(byAdding: .day, value: -30, to: now()) else { return false }
        return order.placedAt > cutoff
    }

    private func makeRow(_ order: Order) -> OrderRow {
        let todayInterval = calendar.dateInterval(of: .day, for: now())
        let isToday = todayInterval?.contains(order.placedAt) ?? false
        let subtitle = isToday
            ? "Today"
            : order.placedAt.formatted(date: .abbreviated, time: .omitted)
        return OrderRow(title: "Order \(order.id) – \(String(format: "%.2f €", order.total))",
                        subtitle: subtitle,
                        isDelivered: order.isDelivered)
    }
}
