// Orders presenter: Foundation only; replies hop to the main actor in a task.
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
    private var orders: [Order] = []
    private var request = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        request += 1
        let request = self.request
        // One reading of the clock per load, so every row of this load agrees on what "today" is.
        let loadedAt = now()
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.handle(result, request: request, today: loadedAt)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let calendar = Calendar.current
        let days = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        if order.isDelivered, days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(order.isDelivered ? "The 30-day return window has closed." : "Not delivered yet.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, request: Int, today: Date) {
        guard request == self.request else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure:
            orders = []
            view?.show(rows: [])
            view?.showMessage("We couldn't load your orders.")
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "dd/MM/yyyy"
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
