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

/// Not isolated as a whole: everything that touches the view or the orders is main-actor
/// isolated member by member, and the service's reply hops to main explicitly.
final class OrdersPresenter: Sendable {
    @MainActor weak var view: OrdersView?

    private let service: OrderFetching
    @MainActor private let now: () -> Date
    @MainActor private var orders: [Order] = []

    @MainActor
    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    @MainActor
    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                self?.show(result)
            }
        }
    }

    @MainActor
    func didSelectRow(at index: Int) {
        guard index >= 0 && index < orders.count else { return }
        let order = orders[index]
        let wholeDays = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && wholeDays < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This one can't be sent back.")
        }
    }

    @MainActor
    private func show(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            view?.show(rows: fetched.map { order in
                OrderRow(
                    title: "Order \(order.id) (\(order.total.formatted(.currency(code: "EUR"))))",
                    subtitle: Calendar.current.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
                    isDelivered: order.isDelivered
                )
            })
        case .failure:
            view?.showMessage("Orders unavailable right now.")
        }
    }
}
