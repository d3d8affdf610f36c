// Orders presenter: Foundation only, main-queue hop, only the latest load reaches the screen.
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

    // Model
    private var orders: [Order] = []
    private var latestRequest = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async {
                self?.receive(result, for: request)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        if order.isDelivered, daysSince(order.placedAt) < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    // MARK: - Reply: update the model, then the screen

    private func receive(_ result: Result<[Order], Error>, for request: Int) {
        if case .success(let fetched) = result {
            orders = fetched                      // keep the freshest data we have
        }
        guard request == latestRequest else { return }   // an older load: don't touch the screen
        view?.showLoading(false)
        switch result {
        case .success:
            view?.show(rows: orders.map(row(for:)))
        case .failure:
            view?.showMessage("Your orders couldn't be loaded. Please try again.")
        }
    }

    // MARK: - Rules

    private func daysSince(_ date: Date) -> Int {
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: date)
        let to = calendar.startOfDay(for: now())
        return calendar.dateComponents([.day], from: from, to: to).day ?? .max
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .short
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: now()) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
