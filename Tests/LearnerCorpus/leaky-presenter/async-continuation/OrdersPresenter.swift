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

extension OrderFetching {
    /// The callback API, awaited.
    func orders() async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            fetchOrders { result in continuation.resume(returning: result) }
        }
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []
    private let formatter: DateFormatter

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        formatter = DateFormatter()
        formatter.dateStyle = .short
    }

    func viewDidLoad() {
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await service.orders()
            self?.apply(result)
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered, age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(String(localized: "Only delivered orders from the last 30 days can be returned."))
        }
    }

    private func apply(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        do {
            let fetched = try result.get()
            orders = fetched
            view?.show(rows: fetched.map(row))
        } catch {
            view?.showMessage(String(localized: "Your orders could not be loaded."))
        }
    }

    private func row(_ order: Order) -> OrderRow {
        let calendar = Calendar.current
        let today = calendar.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: String(localized: "Order \(order.id) · \(order.total.formatted(.currency(code: "EUR")))"),
            subtitle: today ? String(localized: "Today") : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
