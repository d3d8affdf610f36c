import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // "Today" for an order placed today, else its date
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
    /// One shown row and what a tap on it does, decided when the row is built.
    private struct Entry {
        let order: Order
        let row: OrderRow
        let canReturn: Bool
    }

    private enum State {
        case idle
        case loading(request: Int, shown: [Entry])
        case shown([Entry])

        var entries: [Entry] {
            switch self {
            case .idle: return []
            case .loading(_, let shown), .shown(let shown): return shown
            }
        }
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var state = State.idle
    private var requests = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        requests += 1
        let request = requests
        state = .loading(request: request, shown: state.entries)
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.complete(request, result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        let entries = state.entries
        guard entries.indices.contains(index) else { return }
        let entry = entries[index]
        if entry.canReturn {
            view?.showReturn(for: entry.order)
        } else {
            view?.showMessage("This order cannot be returned.")
        }
    }

    private func complete(_ request: Int, _ result: Result<[Order], Error>) {
        guard case .loading(let current, let shown) = state, current == request else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            let entries = build(orders)
            state = .shown(entries)
            view?.show(rows: entries.map(\.row))
        case .failure:
            state = .shown(shown)
            view?.showMessage("We couldn't load your orders. Try again in a moment.")
        }
    }

    private func build(_ orders: [Order]) -> [Entry] {
        let calendar = Calendar.current
        let moment = now()
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.dateFormat = "d MMM yyyy"
        return orders.map { order in
            let days = calendar.dateComponents([.day], from: order.placedAt, to: moment).day ?? .max
            let row = OrderRow(
                title: "Order \(order.id)",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: moment) ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
            return Entry(order: order, row: row, canReturn: order.isDelivered && days < 30)
        }
    }
}
