import Foundation

// MARK: - Contract

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // "Today" for an order placed on today's date, else the date
    let isDelivered: Bool  // the view picks the colour
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

// MARK: - Presenter

/// Every reply is shown when it comes, the replaced ones included (the last reply to arrive wins).
/// A failure clears the list, so a tap on a row the user no longer sees does nothing.
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
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.received(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < orders.count else { return }
        let order = orders[index]
        if order.isDelivered && calendarDays(from: order.placedAt, to: now()) < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(order.isDelivered
                ? "Orders can be returned within 30 days of purchase."
                : "This order has not been delivered yet.")
        }
    }

    private func received(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(row(for:)))
        case .failure(let error):
            orders = []
            view?.showMessage("Your orders could not be loaded (\(error.localizedDescription)).")
            view?.show(rows: [])
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let isToday = calendar.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: isToday ? "Today" : order.placedAt.formatted(date: .numeric, time: .omitted),
            isDelivered: order.isDelivered
        )
    }

    /// Days between the two dates on the user's calendar (midnight to midnight).
    private func calendarDays(from start: Date, to end: Date) -> Int {
        let calendar = Calendar.current
        let first = calendar.startOfDay(for: start)
        let last = calendar.startOfDay(for: end)
        return calendar.dateComponents([.day], from: first, to: last).day ?? Int.max
    }
}
