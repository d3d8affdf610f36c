import Foundation

struct OrderRow: Equatable {
    var title: String
    var subtitle: String
    var isDelivered: Bool
}

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

/// Plain class; every view call is dispatched to the main queue by hand.
final class OrdersPresenter {
    weak var view: OrdersView?
    private var orders: [Order] = []
    private let service: OrderFetching
    private let now: () -> Date

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                self?.finishLoading(with: result)
            }
        }
    }

    private func finishLoading(with result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            self.orders = orders
            let today = now()
            view?.show(rows: orders.map { order in
                OrderRow(title: "Order \(order.id) – \(order.total.formatted(.currency(code: "EUR")))",
                         subtitle: Calendar.current.isDate(order.placedAt, inSameDayAs: today)
                            ? "Today"
                            : order.placedAt.formatted(date: .numeric, time: .omitted),
                         isDelivered: order.isDelivered)
            })
        case .failure:
            view?.showMessage("Couldn't load your orders.")
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered, days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }
}
