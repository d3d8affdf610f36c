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
    /// True from a request until its reply is handled; a reply that finds it false is a leftover.
    private var isLoading = false

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        isLoading = true
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.receive(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < orders.count else { return }
        let order = orders[index]
        if order.isDelivered, let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day, days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Returns are only possible within 30 days of a delivered order.")
        }
    }

    private func receive(_ result: Result<[Order], Error>) {
        guard isLoading else { return }
        isLoading = false
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let moment = now()
            view?.show(rows: fetched.map { makeRow($0, at: moment) })
        case .failure(let error):
            view?.showMessage("Could not load orders (\(error.localizedDescription)).")
        }
    }

    private func makeRow(_ order: Order, at moment: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: moment) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.dateFormat = "dd/MM/yyyy"
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
