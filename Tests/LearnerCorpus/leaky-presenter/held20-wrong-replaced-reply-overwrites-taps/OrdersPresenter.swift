// The orders screen's presenter. Every load gets a number; a reply hops to the main actor and only
// the latest load redraws the screen, so a slow old reply cannot make the list flicker.
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

    private let service: OrderFetching
    private let now: () -> Date
    private var orders: [Order] = []
    private var latestLoad = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.handle(result, load: load)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can't be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, load: Int) {
        if case .success(let fetched) = result {
            orders = fetched
        }
        guard load == latestLoad else { return }   // an older load: don't redraw
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            let moment = now()
            view?.show(rows: fetched.map { row(for: $0, now: moment) })
        case .failure:
            view?.showMessage("Your orders could not be loaded.")
        }
    }

    private func row(for order: Order, now: Date) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .short
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: now) ? "Today" : formatter.string(from: order.placedAt)
        return OrderRow(title: "Order \(order.id) - \(order.total)€", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
