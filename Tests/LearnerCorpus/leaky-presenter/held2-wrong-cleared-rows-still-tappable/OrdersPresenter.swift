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

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<[Order], Error>, Never>) in
                service.fetchOrders { continuation.resume(returning: $0) }
            }
            self?.received(result)
        }
    }

    func didSelectRow(at index: Int) {
        guard (0..<orders.count).contains(index) else { return }
        let order = orders[index]
        guard order.isDelivered else {
            view?.showMessage("Only delivered orders can be returned.")
            return
        }
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("The 30-day return window has closed.")
        }
    }

    private func received(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure:
            // Clear whatever the last load left on screen, then explain.
            view?.show(rows: [])
            view?.showMessage("Your orders couldn't be loaded.")
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: today)
            ? "Today"
            : DateFormatter.localizedString(from: order.placedAt, dateStyle: .short, timeStyle: .none)
        return OrderRow(title: "Order \(order.id)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
