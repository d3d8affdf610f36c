// The orders screen's presenter.
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
    private var requestNumber = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        requestNumber += 1
        let number = requestNumber
        service.fetchOrders { [weak self] result in
            // Already on main (a cache, a stub): handle it right here, no need to hop.
            if Thread.isMainThread {
                MainActor.assumeIsolated {
                    self?.handle(result, of: number)
                }
            } else {
                Task { @MainActor [weak self] in
                    self?.handle(result, of: number)
                }
            }
        }
        view?.showLoading(true)
    }

    func didSelectRow(at index: Int) {
        guard orders.indices.contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("This order can no longer be returned.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, of number: Int) {
        guard number == requestNumber else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            orders = fetched
            let today = now()
            view?.show(rows: fetched.map { row(for: $0, today: today) })
        case .failure:
            view?.showMessage("Your orders could not be loaded. Please try again.")
        }
    }

    private func row(for order: Order, today: Date) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt)
        return OrderRow(title: "Order \(order.id)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
