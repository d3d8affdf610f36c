// async/await style: the callback is wrapped once in a continuation, the presenter is a main-actor
// state machine, every reply (also one a later viewDidLoad() replaced) is shown when it comes,
// and a failure clears the rows on screen after its message.
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

extension OrderFetching {
    /// The same request, awaited; the completion resumes the continuation exactly once.
    func orders() async -> Result<[Order], Error> {
        await withCheckedContinuation { continuation in
            fetchOrders { continuation.resume(returning: $0) }
        }
    }
}

@MainActor
final class OrdersPresenter {
    private enum Screen {
        case blank
        case listing([Order])
        case failed
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var screen = Screen.blank

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await service.orders()
            self?.apply(result)
        }
    }

    func didSelectRow(at index: Int) {
        guard case .listing(let orders) = screen, orders.indices.contains(index) else { return }
        let order = orders[index]
        let age = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("Returns are possible for 30 days after an order.")
        } else {
            view?.showMessage("This order has not been delivered yet.")
        }
    }

    private func apply(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            screen = .listing(orders)
            let moment = now()
            view?.show(rows: orders.map { row(for: $0, at: moment) })
        case .failure(let error):
            screen = .failed
            view?.showMessage("Your orders could not be loaded (\(error.localizedDescription)).")
            view?.show(rows: [])
        }
    }

    private func row(for order: Order, at moment: Date) -> OrderRow {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return OrderRow(
            title: "\(order.id): \(String(format: "%.2f", order.total)) €",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: moment) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
