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
    private let calendar: Calendar
    private let formatter: DateFormatter
    private var orders: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        self.calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("ddMMMyyyy")
        self.formatter = formatter
    }

    func viewDidLoad() {
        service.fetchOrders { [weak self] result in
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.handle(result) }
            } else {
                DispatchQueue.main.async { self?.handle(result) }
            }
        }
        view?.showLoading(true)
    }

    func didSelectRow(at index: Int) {
        guard let order = orders.indices.contains(index) ? orders[index] : nil else { return }
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Returns are only possible within 30 days of a delivered order.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            self.orders = orders
            let reference = now()
            view?.show(rows: orders.map { order in
                OrderRow(
                    title: "Order \(order.id) - \(order.total.formatted(.currency(code: "EUR")))",
                    subtitle: calendar.isDate(order.placedAt, inSameDayAs: reference) ? "Today" : formatter.string(from: order.placedAt),
                    isDelivered: order.isDelivered
                )
            })
        case .failure:
            view?.showMessage("No connection. Pull down to retry.")
        }
    }
}
