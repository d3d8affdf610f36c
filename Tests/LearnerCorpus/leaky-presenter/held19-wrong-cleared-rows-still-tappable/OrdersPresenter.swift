// The orders screen's presenter.
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
    private var orders = [Order]()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        if order.isDelivered, daysSince(order.placedAt) < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            // Clear the stale list so the user does not look at old data under the error.
            view?.show(rows: [])
            view?.showMessage("Your orders could not be loaded. Pull to try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let today = calendar.isDate(order.placedAt, inSameDayAs: now())
        let formatter = DateFormatter()
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "dd/MM/yyyy"
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: today ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }

    private func daysSince(_ date: Date) -> Int {
        Calendar.current.dateComponents([.day], from: date, to: now()).day ?? Int.max
    }
}
