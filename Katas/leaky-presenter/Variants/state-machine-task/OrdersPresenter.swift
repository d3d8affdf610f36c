// Alternative: an enum state machine rendered in one place, hops with `Task { @MainActor in }`,
// "Today" by comparing start of day, 30 days as the difference of the two dates.
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
        case loading
        case loaded([Order])
        case failed
    }

    weak var view: OrdersView?
    private var state = State.idle {
        didSet { render() }
    }
    private let service: OrderFetching
    private let now: () -> Date

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        state = .loading
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                switch result {
                case .success(let orders): self?.state = .loaded(orders)
                case .failure: self?.state = .failed
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard case .loaded(let orders) = state, orders.indices.contains(index) else { return }
        let order = orders[index]
        let calendar = Calendar.current
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: order.placedAt), to: calendar.startOfDay(for: now())).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order is past its 30-day return window.")
        }
    }

    private func render() {
        switch state {
        case .idle:
            break
        case .loading:
            view?.showLoading(true)
        case .loaded(let orders):
            view?.showLoading(false)
            let calendar = Calendar.current
            let today = calendar.startOfDay(for: now())
            view?.show(rows: orders.map { order in
                OrderRow(
                    title: "#\(order.id) \(order.total.formatted(.currency(code: "EUR")))",
                    subtitle: calendar.startOfDay(for: order.placedAt) == today
                        ? "Today" : order.placedAt.formatted(date: .abbreviated, time: .omitted),
                    isDelivered: order.isDelivered)
            })
        case .failed:
            view?.showLoading(false)
            view?.showMessage("Something went wrong. Pull down to retry.")
        }
    }
}
