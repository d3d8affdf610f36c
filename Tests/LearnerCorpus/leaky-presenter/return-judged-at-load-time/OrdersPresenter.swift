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
    private var orders: [Order] = []
    private var loadedAt = Date.distantPast
    private let service: OrderFetching
    private let now: () -> Date
    private let formatter: DateFormatter

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        self.formatter = formatter
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                guard let self else { return }
                self.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: loadedAt).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(String(localized: "This order can't be returned."))
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            loadedAt = today
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure:
            view?.showMessage(String(localized: "We couldn't load your orders. Pull to try again."))
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let isToday = Calendar.current.isDate(order.placedAt, inSameDayAs: today)
        return OrderRow(
            title: String(localized: "Order \(order.id) · \(order.total.formatted(.currency(code: "EUR")))"),
            subtitle: isToday ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
