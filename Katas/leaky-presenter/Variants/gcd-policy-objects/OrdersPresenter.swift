// Alternative: GCD hop with `guard let self`, the rule and the formatting in small value types,
// "Today" by comparing local "yyyy-MM-dd" strings, 30 days as "placed + 30 days is still ahead".
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

/// Delivered, and 30 days after it was placed has not come yet.
private struct ReturnPolicy {
    let calendar: Calendar
    func allowsReturn(of order: Order, at now: Date) -> Bool {
        guard order.isDelivered,
              let deadline = calendar.date(byAdding: .day, value: 30, to: order.placedAt) else { return false }
        return now < deadline
    }
}

/// Turns an order into the words on its row.
private struct RowFactory {
    private let dayKey: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
    private let display: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter
    }()

    func row(for order: Order, now: Date) -> OrderRow {
        let sameDay = dayKey.string(from: order.placedAt) == dayKey.string(from: now)
        return OrderRow(
            title: "Order \(order.id) · \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: sameDay ? "Today" : display.string(from: order.placedAt),
            isDelivered: order.isDelivered)
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private let fetcher: OrderFetching
    private let clock: () -> Date
    private let policy = ReturnPolicy(calendar: .current)
    private let factory = RowFactory()
    private var shown: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        fetcher = service
        clock = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        fetcher.fetchOrders { [weak self] outcome in
            DispatchQueue.main.async {
                guard let self else { return }
                self.view?.showLoading(false)
                switch outcome {
                case .success(let orders):
                    self.shown = orders
                    let now = self.clock()
                    self.view?.show(rows: orders.map { self.factory.row(for: $0, now: now) })
                case .failure:
                    self.view?.showMessage("Could not load your orders.")
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0, index < shown.count else { return }
        let order = shown[index]
        if policy.allowsReturn(of: order, at: clock()) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Sorry, this order can't be returned.")
        }
    }
}
