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
    private var currentToken = UUID()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        let token = UUID()
        currentToken = token
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.apply(result, token: token)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        guard order.isDelivered else {
            view?.showMessage("This order has not been delivered yet.")
            return
        }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? 0
        if days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("The 30-day return window has closed.")
        }
    }

    private func apply(_ result: Result<[Order], Error>, token: UUID) {
        if case .success(let fetched) = result {
            orders = fetched
        }
        // Only the latest request may change the screen.
        guard token == currentToken else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            let calendar = Calendar.current
            let today = now()
            let formatter = DateFormatter()
            formatter.dateStyle = .short
            view?.show(rows: fetched.map { order in
                OrderRow(
                    title: "Order \(order.id)",
                    subtitle: calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
                    isDelivered: order.isDelivered
                )
            })
        case .failure:
            view?.showMessage("Something went wrong while loading your orders.")
        }
    }
}
