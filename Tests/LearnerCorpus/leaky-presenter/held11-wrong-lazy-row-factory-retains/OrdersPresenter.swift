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
    private var lastRequest = 0

    /// Turns an order into its row, against the clock as it reads when the row is built.
    private lazy var makeRow: (Order) -> OrderRow = { order in
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: self.now()) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.dateFormat = "dd/MM/yyyy"
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(title: "Order \(order.id) - \(order.total)€", subtitle: subtitle, isDelivered: order.isDelivered)
    }

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        lastRequest += 1
        let request = lastRequest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.finish(request, result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < orders.count else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Only delivered orders less than 30 days old can be returned.")
        }
    }

    private func finish(_ request: Int, _ result: Result<[Order], Error>) {
        guard request == lastRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(makeRow))
        case .failure:
            view?.showMessage("Loading your orders failed. Please try again.")
        }
    }
}
