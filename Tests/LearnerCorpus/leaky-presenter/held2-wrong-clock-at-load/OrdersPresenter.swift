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

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        // One reading of the clock per load, so every row of the list agrees on what "today" is.
        let loadStartedAt = now()
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.handle(result, today: loadStartedAt)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < orders.count else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? 0
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, today: Date) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map { makeRow($0, today: today) })
        case .failure(let error):
            orders = []
            view?.show(rows: [])
            view?.showMessage("Could not load orders (\(error.localizedDescription)).")
        }
    }

    private func makeRow(_ order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: today)
            ? "Today"
            : DateFormatter.localizedString(from: order.placedAt, dateStyle: .medium, timeStyle: .none)
        return OrderRow(title: "Order \(order.id)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
