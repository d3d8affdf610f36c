// The orders screen's presenter.
//
// Threading: the service may answer on any thread, even before `fetchOrders` returns; the reply
// is carried to the main actor with `Task { @MainActor in }`. Each load gets a generation
// number: only the reply to the latest `viewDidLoad()` is applied, older ones are dropped.
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
    /// The orders behind the rows on screen, index for index.
    private var shownOrders: [Order] = []
    /// Bumped by every `viewDidLoad()`; a reply carries the number of the load it answers.
    private var generation = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        generation += 1
        let load = generation
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.receive(result, for: load)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard shownOrders.indices.contains(index) else { return }
        let order = shownOrders[index]
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(String(localized: "This order can no longer be returned."))
        }
    }

    // MARK: - Replies

    private func receive(_ result: Result<[Order], Error>, for load: Int) {
        guard load == generation else { return }   // a later viewDidLoad() replaced this request
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            shownOrders = orders
            let today = now()
            view?.show(rows: orders.map { row(for: $0, today: today) })
        case .failure:
            view?.showMessage(String(localized: "Your orders could not be loaded. Please try again."))
            shownOrders = []
            view?.show(rows: [])
        }
    }

    // MARK: - Rules

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: today) {
            subtitle = String(localized: "Today")
        } else {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            subtitle = formatter.string(from: order.placedAt)
        }
        let total = String(format: "%.2f", order.total)
        return OrderRow(title: "Order \(order.id) - \(total) €", subtitle: subtitle, isDelivered: order.isDelivered)
    }

    /// Delivered, and placed less than 30 calendar days before now.
    private func isReturnable(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        return days < 30
    }
}
