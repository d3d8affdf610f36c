// Orders screen presenter, written with async/await around the callback service.
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

/// Turns the service's callback into one awaited value.
private func loadOrders(from service: OrderFetching) async -> Result<[Order], Error> {
    await withCheckedContinuation { continuation in
        service.fetchOrders { result in
            continuation.resume(returning: result)
        }
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    /// Exactly the orders whose rows the screen shows, in the same order.
    private var onScreen: [Order] = []
    private var attempt = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        attempt += 1
        let thisAttempt = attempt
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await loadOrders(from: service)
            self?.settle(thisAttempt, result)
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0 && index < onScreen.count else { return }
        let order = onScreen[index]
        if order.isDelivered && calendarDays(from: order.placedAt, to: now()) < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(String(localized: "Returns are possible for 30 days after delivery."))
        }
    }

    private func settle(_ thisAttempt: Int, _ result: Result<[Order], Error>) {
        guard thisAttempt == attempt else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            onScreen = orders
            let moment = now()
            view?.show(rows: orders.map { row(for: $0, at: moment) })
        case .failure:
            onScreen = []
            view?.show(rows: [])
            view?.showMessage(String(localized: "⚠︎ Orders unavailable: pull down to retry."))
        }
    }

    /// Days between the two calendar dates (not 24-hour periods).
    private func calendarDays(from start: Date, to end: Date) -> Int {
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: start)
        let to = calendar.startOfDay(for: end)
        return calendar.dateComponents([.day], from: from, to: to).day ?? .max
    }

    private func row(for order: Order, at moment: Date) -> OrderRow {
        let calendar = Calendar.current
        let placed = calendar.dateComponents([.era, .year, .month, .day], from: order.placedAt)
        let today = calendar.dateComponents([.era, .year, .month, .day], from: moment)
        let subtitle: String
        if placed == today {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_GB")
            formatter.setLocalizedDateFormatFromTemplate("EEEdMMM")
            subtitle = formatter.string(from: order.placedAt)
        }
        let total = order.total.formatted(.currency(code: "EUR"))
        return OrderRow(title: "#\(order.id) · \(total)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
