// Mutant: a reload keeps a cancel action for the request it replaces, and the action captures
// self strongly: after any reload, the presenter keeps itself alive.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
    /// A fact, not a colour: the view decides how a delivered order looks.
    let isDelivered: Bool
}

@MainActor
protocol OrdersView: AnyObject {
    func show(rows: [OrderRow])
    func showLoading(_ isLoading: Bool)
    func showMessage(_ message: String)
    func showReturn(for order: Order)
}

/// The seam that lets tests hand the presenter a failure or a slow reply.
protocol OrderFetching: Sendable {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void)
}

extension OrderService: OrderFetching {}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private let calendar = Calendar.current
    private var orders: [Order] = []
    private var replaced: [() -> Void] = []
    private var loading = false
    /// Formatters are costly to make: one for the presenter's life, in the user's locale.
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    /// Orders younger than this many calendar days can be returned.
    private let returnWindowInDays = 30

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        if loading { replaced.append { self.loading = false } }
        loading = true
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        if canReturn(order) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(String(localized: "This order can no longer be returned."))
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            view?.show(rows: fetched.map(row(for:)))
        case .failure:
            view?.showMessage(String(localized: "Your orders could not be loaded. Pull to try again."))
        }
    }

    private func canReturn(_ order: Order) -> Bool {
        guard order.isDelivered else { return false }
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        return age < returnWindowInDays
    }

    private func row(for order: Order) -> OrderRow {
        let placedToday = calendar.isDate(order.placedAt, inSameDayAs: now())
        let price = order.total.formatted(.currency(code: "EUR"))
        return OrderRow(
            title: String(localized: "Order \(order.id) · \(price)"),
            subtitle: placedToday ? String(localized: "Today") : dateFormatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
