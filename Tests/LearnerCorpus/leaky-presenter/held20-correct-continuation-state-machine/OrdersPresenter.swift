// The orders screen's presenter: a small state machine on the main actor. The callback service is
// wrapped into async/await by a nonisolated helper; each load carries a ticket, and only the reply
// to the latest ticket is shown.
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

    /// Where the screen is. The orders on screen are kept apart: a pending reload or a failure
    /// leaves them on screen, and a tap acts on what is shown.
    private enum Phase {
        case idle
        case waiting(ticket: Int)
    }

    private let service: OrderFetching
    private let now: () -> Date
    private var phase = Phase.idle
    private var lastTicket = 0
    private var onScreen: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        lastTicket += 1
        let ticket = lastTicket
        phase = .waiting(ticket: ticket)
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await Self.fetch(from: service)
            self?.receive(result, ticket: ticket)
        }
    }

    func didSelectRow(at index: Int) {
        guard onScreen.indices.contains(index) else { return }
        let order = onScreen[index]
        if Self.canReturn(order, at: now()) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(order.isDelivered
                ? "This order is more than 30 days old and can no longer be returned."
                : "This order has not been delivered yet.")
        }
    }

    // MARK: - Transitions

    private func receive(_ result: Result<[Order], Error>, ticket: Int) {
        guard case .waiting(let current) = phase, current == ticket else { return }  // replaced load
        phase = .idle
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            let moment = now()
            onScreen = orders
            view?.show(rows: orders.map { Self.row(for: $0, now: moment) })
        case .failure:
            view?.showMessage("Your orders could not be loaded. Pull to try again.")
        }
    }

    // MARK: - Helpers

    nonisolated private static func fetch(from service: OrderFetching) async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            service.fetchOrders { result in continuation.resume(returning: result) }
        }
    }

    private static func canReturn(_ order: Order, at now: Date) -> Bool {
        guard order.isDelivered else { return false }
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now).day ?? .max
        return days < 30
    }

    private static func row(for order: Order, now: Date) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(
            title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
            subtitle: subtitle,
            isDelivered: order.isDelivered
        )
    }
}
