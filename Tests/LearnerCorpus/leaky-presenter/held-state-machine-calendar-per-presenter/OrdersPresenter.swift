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

/// The return policy, in calendar days of the presenter's calendar.
struct ReturnPolicy {
    let calendar: Calendar

    func allowsReturn(of order: Order, at moment: Date) -> Bool {
        guard order.isDelivered else { return false }
        guard let days = calendar.dateComponents([.day], from: order.placedAt, to: moment).day else { return false }
        return days < 30
    }
}

@MainActor
final class OrdersPresenter {
    private enum Screen {
        case empty
        case loading(request: UInt64, showing: [Order])
        case showing([Order])

        var orders: [Order] {
            switch self {
            case .empty: return []
            case .loading(_, let showing): return showing
            case .showing(let orders): return orders
            }
        }
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    /// The user's calendar, read once per presenter (a new screen gets a new presenter).
    private let calendar: Calendar
    private let policy: ReturnPolicy
    private var screen = Screen.empty
    private var nextRequest: UInt64 = 1

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        self.calendar = Calendar.current
        self.policy = ReturnPolicy(calendar: Calendar.current)
    }

    func viewDidLoad() {
        let request = nextRequest
        nextRequest += 1
        screen = .loading(request: request, showing: screen.orders)
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task {
                await MainActor.run { [weak self] in
                    self?.reply(result, to: request)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        let orders = screen.orders
        guard orders.indices.contains(index) else { return }
        if policy.allowsReturn(of: orders[index], at: now()) {
            view?.showReturn(for: orders[index])
        } else {
            view?.showMessage("No return possible for this order.")
        }
    }

    private func reply(_ result: Result<[Order], Error>, to request: UInt64) {
        guard case .loading(let pending, let showing) = screen, pending == request else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            screen = .showing(orders)
            let moment = now()
            view?.show(rows: orders.map { row(for: $0, at: moment) })
        case .failure:
            // The old rows stay on screen; taps keep acting on them.
            screen = .showing(showing)
            view?.showMessage("Loading failed.")
        }
    }

    private func row(for order: Order, at moment: Date) -> OrderRow {
        let style = Date.FormatStyle(date: .abbreviated, time: .omitted, calendar: calendar, timeZone: calendar.timeZone)
        return OrderRow(
            title: "Order \(order.id)",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: moment) ? "Today" : order.placedAt.formatted(style),
            isDelivered: order.isDelivered
        )
    }
}
