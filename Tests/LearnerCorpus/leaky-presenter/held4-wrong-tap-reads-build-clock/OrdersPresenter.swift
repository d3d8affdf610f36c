// Orders screen presenter: hops with DispatchQueue.main.async; the rows remember when they were
// built so "Today" and the return rule agree with each other.
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
    private var builtAt: Date?
    private var generation = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        generation += 1
        let current = generation
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result, generation: current)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index), let builtAt else { return }
        let order = orders[index]
        // Judge the tap against the same moment the rows were built for.
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: builtAt).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Only delivered orders from the last 30 days can be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, generation current: Int) {
        guard current == generation else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            let moment = now()
            orders = fetched
            builtAt = moment
            view?.show(rows: fetched.map { row(for: $0, at: moment) })
        case .failure:
            orders = []
            builtAt = nil
            view?.show(rows: [])
            view?.showMessage("Could not load orders.")
        }
    }

    private func row(for order: Order, at moment: Date) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "dd/MM/yyyy"
        return OrderRow(
            title: "Order \(order.id) - \(order.total)€",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: moment) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
