// The orders screen's presenter. Replies hop to the main queue; each row is built together with
// what a tap on it should do, so the view controller's old didSelectRowAt logic lives here now.
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
    weak var view: OrdersView?

    /// One shown row and the decision a tap on it leads to.
    private struct Entry {
        let order: Order
        let row: OrderRow
        let isReturnable: Bool
    }

    private let service: OrderFetching
    private let now: () -> Date
    private var entries: [Entry] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard entries.indices.contains(index) else { return }
        let entry = entries[index]
        if entry.isReturnable {
            view?.showReturn(for: entry.order)
        } else {
            view?.showMessage("Only delivered orders from the last 30 days can be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            let today = now()
            entries = orders.map { makeEntry(for: $0, now: today) }
            view?.show(rows: entries.map(\.row))
        case .failure:
            view?.showMessage("We couldn't load your orders. Please try again.")
        }
    }

    private func makeEntry(for order: Order, now: Date) -> Entry {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yyyy"
        formatter.timeZone = calendar.timeZone
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: now) ? "Today" : formatter.string(from: order.placedAt)
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now).day ?? .max
        return Entry(
            order: order,
            row: OrderRow(title: "Order \(order.id) - \(order.total)€", subtitle: subtitle, isDelivered: order.isDelivered),
            isReturnable: order.isDelivered && age < 30
        )
    }
}
