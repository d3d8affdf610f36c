// The orders screen's presenter: Foundation only, on the main actor. Each load awaits the service
// from a main-actor task; only the latest load's reply reaches the screen.
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
    /// A view set while a load is in flight is told so, then gets the reply.
    weak var view: (any OrdersView)? {
        didSet {
            if latestLoad != nil, view !== oldValue { view?.showLoading(true) }
        }
    }

    private let service: any OrderFetching
    private let now: () -> Date
    private var latestLoad: UUID?
    /// The orders behind the rows on screen, by position.
    private var onScreen: [Order] = []

    init(service: any OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        let load = UUID()
        latestLoad = load
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await Self.fetch(from: service)
            self?.receive(result, of: load)
        }
    }

    func didSelectRow(at index: Int) {
        guard onScreen.indices.contains(index) else { return }
        let order = onScreen[index]
        if isReturnable(order, at: now()) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Order \(order.id) can no longer be returned.")
        }
    }

    private static func fetch(from service: any OrderFetching) async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            service.fetchOrders { continuation.resume(returning: $0) }
        }
    }

    private func receive(_ result: Result<[Order], Error>, of load: UUID) {
        guard load == latestLoad else { return }
        latestLoad = nil
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            onScreen = orders
            view?.show(rows: orders.map(row(for:)))
        case .failure:
            onScreen = []
            view?.show(rows: [])
            view?.showMessage("Your orders could not be loaded. Pull down to try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now()) {
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
            title: "Order \(order.id) · \(String(format: "%.2f", order.total)) €",
            subtitle: subtitle,
            isDelivered: order.isDelivered)
    }

    /// Delivered, and placed fewer than 30 calendar dates before today.
    private func isReturnable(_ order: Order, at moment: Date) -> Bool {
        guard order.isDelivered else { return false }
        let calendar = Calendar.current
        let dates = calendar.dateComponents(
            [.day], from: calendar.startOfDay(for: order.placedAt), to: calendar.startOfDay(for: moment))
        guard let days = dates.day else { return false }
        return days < 30
    }
}
