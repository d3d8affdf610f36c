// Mutant: the task captures self weakly but unwraps it before awaiting the service, so the
// presenter is held strongly for the whole request.
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
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        Task { [weak self] in
            guard let self else { return }
            let result = await withCheckedContinuation { continuation in
                self.service.fetchOrders { continuation.resume(returning: $0) }
            }
            self.handle(result)
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            view?.showMessage("Your orders could not be loaded.")
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let calendar = Calendar.current
        let days = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let today = Calendar.current.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id)",
            subtitle: today ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered)
    }
}
