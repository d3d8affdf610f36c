// Orders screen presenter: async/await over the callback service, a screen-state enum and a
// value-type row builder.
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

private extension OrderFetching {
    /// The callback API as one awaitable reply.
    func nextReply() async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            fetchOrders { continuation.resume(returning: $0) }
        }
    }
}

/// Builds rows for one reply, against one reading of the clock.
private struct RowBuilder {
    let calendar: Calendar
    let now: Date

    func rows(for orders: [Order]) -> [OrderRow] {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return orders.map { order in
            OrderRow(
                title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: now) ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
        }
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private enum Screen {
        case blank
        case listing([Order])
    }

    private let service: OrderFetching
    private let now: () -> Date
    private var screen = Screen.blank
    private var latestTicket = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestTicket += 1
        let ticket = latestTicket
        let service = self.service
        view?.showLoading(true)
        Task { [weak self] in
            let reply = await service.nextReply()
            self?.apply(reply, ticket: ticket)
        }
    }

    func didSelectRow(at index: Int) {
        guard case .listing(let orders) = screen, orders.indices.contains(index) else { return }
        let order = orders[index]
        if isReturnable(order, at: now()) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    private func apply(_ reply: Result<[Order], Error>, ticket: Int) {
        guard ticket == latestTicket else { return }
        view?.showLoading(false)
        switch reply {
        case .success(let orders):
            screen = .listing(orders)
            view?.show(rows: RowBuilder(calendar: .current, now: now()).rows(for: orders))
        case .failure:
            screen = .blank
            view?.showMessage("We could not load your orders. Pull to try again.")
            view?.show(rows: [])
        }
    }

    private func isReturnable(_ order: Order, at moment: Date) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: moment).day ?? .max
        return days < 30
    }
}
