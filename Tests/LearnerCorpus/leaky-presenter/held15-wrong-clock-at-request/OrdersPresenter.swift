// The orders screen's presenter.
//
// Every reply the service sends is shown when it comes (the latest one always comes last to
// whoever waits for it; an older one may land before or after it), carried to the main queue
// with DispatchQueue.main.async. A failed load keeps the rows that are on screen and says why.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // exactly "Today" for an order placed on today's date, else the date
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
    private let dateFormatter: DateFormatter
    /// What the screen lists now; a tap indexes this.
    private var orders: [Order] = []

    private static let returnWindowInDays = 30

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yyyy"
        self.dateFormatter = formatter
    }

    func viewDidLoad() {
        view?.showLoading(true)
        // One "today" for the whole load, so every row of it agrees on the date.
        let today = now()
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result, today: today)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < orders.count else { return }
        let order = orders[index]
        guard order.isDelivered, daysSince(order.placedAt) < Self.returnWindowInDays else {
            view?.showMessage(order.isDelivered
                ? String(localized: "Orders can be returned up to 30 days after they were placed.")
                : String(localized: "This order has not been delivered yet."))
            return
        }
        view?.showReturn(for: order)
    }

    private func handle(_ result: Result<[Order], Error>, today: Date) {
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.showLoading(false)
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure(let error):
            view?.showLoading(false)
            view?.showMessage(String(localized: "Could not load your orders (\(error.localizedDescription)). Pull to try again."))
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        dateFormatter.timeZone = Calendar.current.timeZone
        let subtitle = daysBetween(order.placedAt, and: today) == 0 ? "Today" : dateFormatter.string(from: order.placedAt)
        return OrderRow(title: "Order \(order.id) · \(String(format: "%.2f", order.total)) €",
                        subtitle: subtitle,
                        isDelivered: order.isDelivered)
    }

    /// Calendar dates between the day of `date` and today, on the user's calendar.
    private func daysSince(_ date: Date) -> Int {
        daysBetween(date, and: now())
    }

    private func daysBetween(_ date: Date, and today: Date) -> Int {
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: date)
        let to = calendar.startOfDay(for: today)
        return calendar.dateComponents([.day], from: from, to: to).day ?? 0
    }
}
