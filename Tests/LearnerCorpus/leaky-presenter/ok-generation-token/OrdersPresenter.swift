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
    private var displayed: [Order] = []
    /// Bumped on every load, so a slow reply to an older load is ignored.
    private var generation = 0

    private lazy var mediumDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        reload()
    }

    func reload() {
        generation += 1
        let token = generation
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            guard let presenter = self else { return }
            DispatchQueue.main.async { [weak presenter] in
                guard let presenter, presenter.generation == token else { return }
                presenter.complete(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard displayed.startIndex <= index, index < displayed.endIndex else { return }
        let order = displayed[index]
        guard order.isDelivered else {
            view?.showMessage("This order is still on its way, so it can't be returned yet.")
            return
        }
        let calendar = Calendar.current
        let daysOld = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? 0
        if daysOld < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Orders can only be returned within 30 days.")
        }
    }

    private func complete(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .failure:
            view?.showMessage("Your orders didn't load. Check your connection and try again.")
        case .success(let orders):
            displayed = orders
            let reference = now()
            let rows = orders.map { order -> OrderRow in
                let sameDay = Calendar.current.compare(order.placedAt, to: reference, toGranularity: .day) == .orderedSame
                return OrderRow(title: "Order \(order.id) – \(order.total.formatted(.currency(code: "EUR")))",
                                subtitle: sameDay ? "Today" : mediumDate.string(from: order.placedAt),
                                isDelivered: order.isDelivered)
            }
            view?.show(rows: rows)
        }
    }
}
