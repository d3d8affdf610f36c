// Fixed orders presenter: weak view, injected service and clock, main-thread hop, rules here.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // "Today" or the date
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
    private(set) var orders: [Order] = []
    private let service: OrderFetching
    private let now: () -> Date
    private let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        return f
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                guard let self else { return }
                self.view?.showLoading(false)
                switch result {
                case .success(let orders):
                    self.orders = orders
                    self.view?.show(rows: orders.map(self.row(for:)))
                case .failure:
                    self.view?.showMessage("We couldn't load your orders. Please try again.")
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let today = Calendar.current.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id) · \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: today ? "Today" : dateFormatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
