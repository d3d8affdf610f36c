// Alternative: async/await. The service is wrapped in a continuation and awaited inside a task
// that holds the presenter weakly; the task only asks the service if the presenter still exists.
// "Today" with `isDate(_:equalTo:toGranularity:)`, 30 days with `dateComponents([.day])`.
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
    fileprivate func orders() async throws -> [Order] {
        try await withCheckedThrowingContinuation { continuation in
            fetchOrders { continuation.resume(with: $0) }
        }
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []
    private let dates: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        Task { [weak self] in
            guard let service = self?.service else { return }
            do {
                let orders = try await service.orders()
                self?.present(orders)
            } catch {
                self?.presentFailure()
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Returns are possible for 30 days after delivery.")
        }
    }

    private func present(_ orders: [Order]) {
        self.orders = orders
        view?.showLoading(false)
        let current = now()
        view?.show(rows: orders.map { order in
            let isToday = Calendar.current.isDate(order.placedAt, equalTo: current, toGranularity: .day)
            return OrderRow(
                title: "Order \(order.id)",
                subtitle: isToday ? "Today" : dates.string(from: order.placedAt),
                isDelivered: order.isDelivered)
        })
    }

    private func presentFailure() {
        view?.showLoading(false)
        view?.showMessage("We couldn't load your orders.")
    }
}
