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
    private var ticket = 0
    /// The load error on screen, if any: a retry that fails the same way does not stack a second banner.
    private var shownLoadError: String?

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        ticket += 1
        let mine = ticket
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                self?.finish(mine, result)
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
            view?.showMessage("Sorry, this order can't be returned.")
        }
    }

    private func finish(_ mine: Int, _ result: Result<[Order], Error>) {
        guard mine == ticket else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fetched):
            shownLoadError = nil
            orders = fetched
            let today = now()
            let calendar = Calendar.current
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            view?.show(rows: fetched.map {
                OrderRow(
                    title: "Order \($0.id)",
                    subtitle: calendar.isDate($0.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: $0.placedAt),
                    isDelivered: $0.isDelivered
                )
            })
        case .failure:
            let message = "We couldn't load your orders. Check your connection and try again."
            guard message != shownLoadError else { return }
            shownLoadError = message
            view?.showMessage(message)
        }
    }
}
