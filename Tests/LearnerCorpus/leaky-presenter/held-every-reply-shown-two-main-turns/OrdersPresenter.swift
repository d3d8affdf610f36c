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

/// Every reply is shown, in the order the replies arrive; the rows on screen are the last shown.
@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var visibleOrders: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            // First turn: leave the service's thread. Second turn: let the current run loop pass
            // finish (a table may be mid-update) before touching the screen.
            DispatchQueue.main.async { [weak self] in
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated {
                        self?.present(result)
                    }
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard visibleOrders.indices.contains(index) else { return }
        let order = visibleOrders[index]
        let calendar = Calendar.current
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        guard order.isDelivered, age < 30 else {
            view?.showMessage(order.isDelivered ? "Too late to return this one." : "Not delivered yet.")
            return
        }
        view?.showReturn(for: order)
    }

    private func present(_ result: Result<[Order], Error>) {
        guard let view else { return }
        view.showLoading(false)
        switch result {
        case .success(let orders):
            visibleOrders = orders
            view.show(rows: orders.map(row(for:)))
        case .failure(let error):
            view.showMessage("Orders could not be loaded: \(error)")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        return OrderRow(
            title: order.id,
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: now()) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
