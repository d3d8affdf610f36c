// Orders presenter: Foundation only; replies are brought to the main actor with MainActor.run.
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
    private var rowsOnScreen: [Order] = []
    private var generation = 0

    /// "Today" or the date, on the user's calendar, against the injected clock.
    /// Made once per presenter (not static), so each presenter uses the calendar of its time zone.
    private lazy var subtitle: (Date) -> String = { placedAt in
        let calendar = Calendar.current
        if calendar.isDate(placedAt, inSameDayAs: self.now()) { return "Today" }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "d MMM yyyy"
        return formatter.string(from: placedAt)
    }

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        generation += 1
        let generation = self.generation
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task {
                await MainActor.run {
                    self?.apply(result, generation: generation)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard rowsOnScreen.indices.contains(index) else { return }
        let order = rowsOnScreen[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        if order.isDelivered && days < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Only delivered orders from the last 30 days can be returned.")
        }
    }

    private func apply(_ result: Result<[Order], Error>, generation: Int) {
        guard generation == self.generation else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            rowsOnScreen = orders
            view?.show(rows: orders.map {
                OrderRow(title: "Order \($0.id) - \($0.total)€", subtitle: subtitle($0.placedAt), isDelivered: $0.isDelivered)
            })
        case .failure:
            rowsOnScreen = []
            view?.show(rows: [])
            view?.showMessage("Something went wrong loading your orders.")
        }
    }
}
