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

/// Calendars and formatters are expensive to make: the screen shares one of each.
@MainActor
private enum OrderDates {
    static let calendar = Calendar.current
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        return formatter
    }()
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []
    private var generation = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        generation += 1
        let expected = generation
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                guard let self, self.generation == expected else { return }
                self.show(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let age = OrderDates.calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Only delivered orders from the last 30 days can be returned.")
        }
    }

    private func show(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            view?.show(rows: fetched.map { order in
                let isToday = OrderDates.calendar.isDate(order.placedAt, inSameDayAs: today)
                return OrderRow(
                    title: "Order \(order.id)",
                    subtitle: isToday ? "Today" : OrderDates.formatter.string(from: order.placedAt),
                    isDelivered: order.isDelivered
                )
            })
        case .failure:
            view?.showMessage("Couldn't load your orders.")
        }
    }
}
