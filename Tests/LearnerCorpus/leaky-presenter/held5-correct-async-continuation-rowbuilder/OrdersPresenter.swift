// The orders screen's presenter: async/await over the callback service, a row builder value type.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // exactly "Today" for an order placed on today's date, else the date
    let isDelivered: Bool
}

@MainActor protocol OrdersView: AnyObject {
    func show(rows: [OrderRow])
    func showLoading(_ isLoading: Bool)
    func showMessage(_ message: String)
    func showReturn(for order: Order)
}

protocol OrderFetching: Sendable {
    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void)
}

extension OrderService: OrderFetching {}

/// Builds rows and answers the return rule on one calendar, made per presenter.
struct OrderRowBuilder {
    let calendar: Calendar
    let formatter: DateFormatter

    init(calendar: Calendar) {
        self.calendar = calendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        self.formatter = formatter
    }

    func row(for order: Order, today: Date) -> OrderRow {
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt)
        return OrderRow(title: "Order \(order.id) - \(String(format: "%.2f", order.total)) €",
                        subtitle: subtitle, isDelivered: order.isDelivered)
    }

    /// Days between the two calendar dates (both counting styles are accepted by the brief).
    func canReturn(_ order: Order, now: Date) -> Bool {
        guard order.isDelivered else { return false }
        let from = calendar.startOfDay(for: order.placedAt)
        let to = calendar.startOfDay(for: now)
        guard let days = calendar.dateComponents([.day], from: from, to: to).day else { return false }
        return days < 30
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private let service: any OrderFetching
    private let now: () -> Date
    private let builder = OrderRowBuilder(calendar: .current)
    private var orders: [Order] = []
    private var latest = 0

    init(service: any OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latest += 1
        let request = latest
        let service = self.service
        view?.showLoading(true)
        Task { [weak self] in
            let result = await Self.fetch(from: service)
            self?.apply(result, request: request)
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        if builder.canReturn(order, now: now()) {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("Returns are possible for 30 days after the order.")
        } else {
            view?.showMessage("This order has not been delivered yet.")
        }
    }

    private nonisolated static func fetch(from service: any OrderFetching) async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            service.fetchOrders { result in continuation.resume(returning: result) }
        }
    }

    private func apply(_ result: Result<[Order], Error>, request: Int) {
        // A reply a later viewDidLoad() replaced is ignored (allowed).
        guard request == latest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            view?.show(rows: fetched.map { builder.row(for: $0, today: today) })
        case .failure:
            // The rows stay on screen (allowed); a tap acts on the order it shows.
            view?.showMessage("Your orders could not be loaded. Pull down to try again.")
        }
    }
}
