// Mutant: while a reload is pending, a tap is answered from a background queue "so the UI
// stays free while loading"; @unchecked Sendable quiets Swift 6.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
    let isDelivered: Bool
}

/// No @MainActor: the class is marked @unchecked Sendable to quiet Swift 6 instead.
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

final class OrdersPresenter: @unchecked Sendable {
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

    private var isLoading = false

    func viewDidLoad() {
        isLoading = true
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                self?.handle(result)
            }
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        isLoading = false
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            view?.showMessage("Your orders could not be loaded.")
        }
    }

    private func isReturnable(_ order: Order) -> Bool {
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        return order.isDelivered && days < 30
    }

    private func row(for order: Order) -> OrderRow {
        let today = Calendar.current.isDate(order.placedAt, inSameDayAs: now())
        return OrderRow(
            title: "Order \(order.id)",
            subtitle: today ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered)
    }

    private let analytics = DispatchQueue(label: "analytics")

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        guard isLoading else {
            answer(order)
            return
        }
        analytics.async { [weak self] in self?.answer(order) }
    }

    private func answer(_ order: Order) {
        if isReturnable(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }
}
