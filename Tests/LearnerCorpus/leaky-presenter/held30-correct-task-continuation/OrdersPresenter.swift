// Orders presenter: Foundation only, main-actor isolated, the service awaited from a main-actor task.
import Foundation

struct OrderRow: Equatable {
    let title: String
    /// Exactly "Today" for an order placed on today's date (user's calendar), else the date.
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
    /// What the screen shows, row for row: taps are answered from here only.
    private var onScreen: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        // The task holds the service, not the presenter: while it waits, only a weak
        // reference to self exists, and self is only touched after the await.
        Task { @MainActor [weak self, service] in
            // The callback API as one awaited call; the service promises one completion per call.
            let result: Result<[Order], Error> = await withCheckedContinuation { continuation in
                service.fetchOrders { continuation.resume(returning: $0) }
            }
            self?.show(result)
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < onScreen.count else { return }
        let order = onScreen[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("Returns are possible for 30 days after the order.")
        } else {
            view?.showMessage("This order has not been delivered yet.")
        }
    }

    /// Every reply is shown when it comes, also one a later load replaced.
    private func show(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            let clock = now()
            onScreen = orders
            view?.show(rows: orders.map { row(for: $0, now: clock) })
        case .failure:
            // The old rows stay on screen, and so taps on them still act on what they show.
            view?.showMessage("Could not load your orders. Pull to try again.")
        }
    }

    private func row(for order: Order, now: Date) -> OrderRow {
        let calendar = Calendar.current
        let isToday = calendar.isDate(order.placedAt, inSameDayAs: now)
        let day = calendar.dateComponents([.year, .month, .day], from: order.placedAt)
        let dateText = String(format: "%02d/%02d/%04d", day.day ?? 0, day.month ?? 0, day.year ?? 0)
        return OrderRow(
            title: "Order \(order.id) · \(order.total.formatted(.number.precision(.fractionLength(2)))) €",
            subtitle: isToday ? "Today" : dateText,
            isDelivered: order.isDelivered
        )
    }
}
