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
    private var orders = [Order]()
    private let service: OrderFetching
    private let now: () -> Date

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task {
                await MainActor.run {
                    self?.handle(result)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard (0..<orders.count).contains(index) else { return }
        let order = orders[index]
        let elapsedDays = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day!
        if order.isDelivered, elapsedDays < 30 {
            view?.showReturn(for: order)
        } else if !order.isDelivered {
            view?.showMessage("This order hasn't been delivered yet.")
        } else {
            view?.showMessage("The 30-day return window for this order has closed.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        guard let view else { return }
        view.showLoading(false)
        switch result {
        case let .success(orders):
            self.orders = orders
            view.show(rows: orders.map { row(for: $0) })
        case let .failure(error):
            view.showMessage("Couldn't load orders (\(error.localizedDescription)).")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]          // "2026-03-29"
        let isToday = day.string(from: order.placedAt) == day.string(from: now())
        return OrderRow(
            title: "Order \(order.id) – \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: isToday ? "Today" : order.placedAt.formatted(.dateTime.day().month().year()),
            isDelivered: order.isDelivered
        )
    }
}
