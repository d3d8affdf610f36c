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
    /// async face of the callback API
    func orders() async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            fetchOrders { result in continuation.resume(returning: result) }
        }
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private var orders: [Order] = []
    private let service: OrderFetching
    private let now: () -> Date
    private var loadTask: Task<Void, Never>?

    private static let returnWindowInDays = 30

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    deinit {
        loadTask?.cancel()
    }

    func viewDidLoad() {
        view?.showLoading(true)
        let service = self.service
        loadTask = Task { [weak self] in
            // Only the service is held while waiting; the presenter is looked up afterwards.
            let result = await service.orders()
            self?.apply(result)
        }
    }

    private func apply(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        do {
            let fetched = try result.get()
            orders = fetched
            view?.show(rows: fetched.map(row))
        } catch {
            view?.showMessage("Your orders could not be loaded.")
        }
    }

    func didSelectRow(at index: Int) {
        guard let order = orders[safe: index] else {
            view?.showMessage("This order is no longer available.")
            return
        }
        let calendar = Calendar.current
        let days = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? Int.max
        guard order.isDelivered, days < Self.returnWindowInDays else {
            view?.showMessage("This order is not eligible for a return.")
            return
        }
        view?.showReturn(for: order)
    }

    private func row(_ order: Order) -> OrderRow {
        let subtitle: String
        if Calendar.current.isDate(order.placedAt, inSameDayAs: now()) {
            subtitle = "Today"
        } else {
            subtitle = DateFormatter.localizedString(from: order.placedAt, dateStyle: .short, timeStyle: .none)
        }
        return OrderRow(title: "Order \(order.id), \(order.total) EUR", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
