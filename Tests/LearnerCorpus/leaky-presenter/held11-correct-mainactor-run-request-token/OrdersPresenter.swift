// The orders screen's presenter (MVP). Foundation only: the view picks colours from `isDelivered`.
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
    /// One request to the service; the presenter remembers the latest by identity. The reply's
    /// callback keeps its request, so no later request can take its place in memory.
    private final class Request: Sendable {}

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var latest: Request?
    /// The rows on screen, each with its order: a tap is answered from exactly what is shown.
    private var shown: [(row: OrderRow, order: Order)] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        let request = Request()
        latest = request
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task {
                await MainActor.run { [weak self] in
                    self?.reply(result, to: request)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard (0..<shown.count).contains(index) else { return }
        let order = shown[index].order
        guard order.isDelivered else {
            view?.showMessage("This order is still on its way.")
            return
        }
        let calendar = Calendar.current
        let placedDay = calendar.startOfDay(for: order.placedAt)
        let today = calendar.startOfDay(for: now())
        let days = calendar.dateComponents([.day], from: placedDay, to: today).day ?? 0
        if days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("The 30-day return window for this order has closed.")
        }
    }

    private func reply(_ result: Result<[Order], Error>, to request: Request) {
        guard request === latest else { return }   // replaced by a newer request
        self.latest = nil
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            shown = orders.map { (row: makeRow($0), order: $0) }
            view?.show(rows: shown.map(\.row))
        case .failure:
            // The rows of the last good load stay on screen, and taps on them still act.
            view?.showMessage("Your orders could not be loaded. Pull to try again.")
        }
    }

    private func makeRow(_ order: Order) -> OrderRow {
        let placedToday = Calendar.current.isDate(order.placedAt, inSameDayAs: now())
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        return OrderRow(
            title: "Order \(order.id)",
            subtitle: placedToday ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
