// The orders screen's presenter: a main-actor class that awaits the service through a
// continuation in a task holding the presenter weakly, shows every reply as it comes, and
// reads the clock for every row and every tap.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
    let isDelivered: Bool
}

@MainActor
protocol OrdersView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(rows: [OrderRow])
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
    private let service: any OrderFetching
    private let now: () -> Date
    private var onScreen: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let reply = await withCheckedContinuation { (resume: CheckedContinuation<Result<[Order], Error>, Never>) in
                service.fetchOrders { resume.resume(returning: $0) }
            }
            // Every reply is shown when it comes, an older one too (the brief allows both).
            self?.show(reply)
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < onScreen.count else { return }
        let order = onScreen[index]
        guard order.isDelivered else {
            view?.showMessage("Not delivered yet: nothing to return.")
            return
        }
        // Days between the two calendar dates (the brief accepts this count as well as whole days).
        let calendar = Calendar.current
        let from = calendar.startOfDay(for: order.placedAt)
        let to = calendar.startOfDay(for: now())
        let days = calendar.dateComponents([.day], from: from, to: to).day ?? Int.max
        if days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("The 30-day return window for this order has closed.")
        }
    }

    private func show(_ reply: Result<[Order], Error>) {
        view?.showLoading(false)
        switch reply {
        case .success(let orders):
            onScreen = orders
            view?.show(rows: orders.map(row))
        case .failure:
            // Clear the old rows, so no tap can act on them, then say what happened.
            onScreen = []
            view?.show(rows: [])
            view?.showMessage("We couldn't load your orders. Pull down to try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let isToday = calendar.isDate(order.placedAt, inSameDayAs: now())   // the clock, read per row
        let subtitle: String
        if isToday {
            subtitle = "Today"
        } else {
            let parts = calendar.dateComponents([.year, .month, .day], from: order.placedAt)
            subtitle = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        }
        return OrderRow(title: "Order \(order.id), \(order.total) €", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
