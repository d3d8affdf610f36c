// The orders screen's presenter.
//
// Style: the screen's state is one enum, changed only by `reduce(_:)`; each load carries a UUID,
// and a reply to a load that a later viewDidLoad() replaced is ignored. Replies hop to the main
// actor with `Task { @MainActor in }`. Foundation only.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // exactly "Today" for an order placed on today's date, else the date
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
    /// What the screen is doing, and which orders it shows.
    private enum ScreenState {
        case idle
        case loading(request: UUID, onScreen: [Order])
        case showing([Order])
        case failed
    }

    private enum Event {
        case started(UUID)
        case replied(UUID, Result<[Order], Error>)
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var state = ScreenState.idle

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        let request = UUID()
        reduce(.started(request))
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.reduce(.replied(request, result))
            }
        }
    }

    func didSelectRow(at index: Int) {
        let onScreen = ordersOnScreen
        guard onScreen.indices.contains(index) else { return }
        let order = onScreen[index]
        if order.isDelivered, daysSince(order.placedAt) < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage(String(localized: "This order can no longer be returned."))
        }
    }
}

// MARK: - The reducer

extension OrdersPresenter {
    private func reduce(_ event: Event) {
        switch (state, event) {
        case (_, .started(let request)):
            state = .loading(request: request, onScreen: ordersOnScreen)
            view?.showLoading(true)

        case (.loading(let current, _), .replied(let request, let result)) where current == request:
            view?.showLoading(false)
            switch result {
            case .success(let orders):
                state = .showing(orders)
                view?.show(rows: orders.map(row(for:)))
            case .failure:
                state = .failed
                view?.show(rows: [])
                view?.showMessage(String(localized: "Your orders could not be loaded. Please try again."))
            }

        case (_, .replied):
            break  // a reply to a load that a later viewDidLoad() replaced
        }
    }

    private var ordersOnScreen: [Order] {
        switch state {
        case .idle, .failed: return []
        case .loading(_, let onScreen): return onScreen
        case .showing(let orders): return orders
        }
    }
}

// MARK: - Rows and dates

extension OrdersPresenter {
    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now()) {
            subtitle = String(localized: "Today")
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

    /// Calendar days between the two dates (midnight to midnight), in the user's calendar.
    private func daysSince(_ date: Date) -> Int {
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: date)
        let to = calendar.startOfDay(for: now())
        return calendar.dateComponents([.day], from: from, to: to).day ?? Int.max
    }
}
