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
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.present(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < orders.count else { return }
        let order = orders[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Sorry, this order can no longer be returned.")
        }
    }

    private func present(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(makeRow))
        case .failure(let error):
            orders = []
            view?.show(rows: [])
            view?.showMessage("Loading failed (\(error.localizedDescription)). Try again.")
        }
    }

    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        return days < 30
    }

    private func makeRow(_ order: Order) -> OrderRow {
        let subtitle = Calendar.current.isDate(order.placedAt, inSameDayAs: now())
            ? "Today"
            : dateFormatter.string(from: order.placedAt)
        return OrderRow(
            title: "Order \(order.id) – \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: subtitle,
            isDelivered: order.isDelivered
        )
    }
}
