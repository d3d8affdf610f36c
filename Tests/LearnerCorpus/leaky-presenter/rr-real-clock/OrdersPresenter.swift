import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
    let isDelivered: Bool
}

@MainActor protocol OrdersView: AnyObject {
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
    private let clock: () -> Date
    private var loaded: [Order] = []

    private var calendar: Calendar {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .current        // the user's zone, not UTC
        return gregorian
    }

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.clock = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            OperationQueue.main.addOperation {
                MainActor.assumeIsolated {
                    self?.received(result)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard loaded.indices ~= index else { return }
        let order = loaded[index]
        let now = Date()
        // returnable until the same wall-clock time 30 calendar days later
        let windowEnd = calendar.date(byAdding: .day, value: 30, to: order.placedAt) ?? order.placedAt
        if order.isDelivered && now < windowEnd {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Returns are only possible within 30 days of a delivered order.")
        }
    }

    private func received(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        if case .success(let orders) = result {
            loaded = orders
            let startOfToday = calendar.startOfDay(for: clock())
            let startOfTomorrow = calendar.date(byAdding: .day, value: 1, to: startOfToday)!
            view?.show(rows: orders.map { order in
                let isToday = order.placedAt >= startOfToday && order.placedAt < startOfTomorrow
                return OrderRow(title: "Order #\(order.id): \(order.total) €",
                                subtitle: isToday ? "Today" : Self.dayFormatter.string(from: order.placedAt),
                                isDelivered: order.isDelivered)
            })
        } else {
            view?.showMessage("Orders are unavailable right now.")
        }
    }

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = .current
        formatter.setLocalizedDateFormatFromTemplate("ddMMMyyyy")
        return formatter
    }()
}
