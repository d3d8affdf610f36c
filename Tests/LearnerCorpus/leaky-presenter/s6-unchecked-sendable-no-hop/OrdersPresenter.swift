import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
    let isDelivered: Bool
}

// The view controller is on the main thread anyway, so no actor annotations needed here.
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

final class OrdersPresenter: @unchecked Sendable {   // silences the Swift 6 capture errors
    weak var view: OrdersView?
    private var orders: [Order] = []
    private let service: OrderFetching
    private let now: () -> Date
    private let formatter: DateFormatter

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        formatter = DateFormatter()
        formatter.dateStyle = .medium
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            guard let self = self else { return }
            self.view?.showLoading(false)
            switch result {
            case .success(let orders):
                self.orders = orders
                self.view?.show(rows: orders.map(self.makeRow))
            case .failure:
                self.view?.showMessage("We couldn't load your orders.")
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    private func makeRow(_ order: Order) -> OrderRow {
        OrderRow(
            title: "Order \(order.id) · \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: Calendar.current.isDate(order.placedAt, inSameDayAs: now())
                ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
