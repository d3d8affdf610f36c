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
    private var latest = 0
    /// The screen that asked for the orders now in flight (weak: the request keeps nothing alive).
    private weak var requester: OrdersView?

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latest += 1
        let request = latest
        requester = view
        requester?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                guard let self, request == self.latest else { return }
                let screen = self.requester
                screen?.showLoading(false)
                switch result {
                case .success(let fetched):
                    self.orders = fetched
                    screen?.show(rows: self.rows(for: fetched))
                case .failure:
                    screen?.showMessage("We could not load your orders.")
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard (0..<orders.count).contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered, days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order is not eligible for a return.")
        }
    }

    private func rows(for orders: [Order]) -> [OrderRow] {
        let calendar = Calendar.current
        let today = now()
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return orders.map {
            OrderRow(
                title: "Order \($0.id)",
                subtitle: calendar.isDate($0.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: $0.placedAt),
                isDelivered: $0.isDelivered
            )
        }
    }
}
