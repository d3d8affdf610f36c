// Alternative: hops with `OperationQueue.main`, then `MainActor.assumeIsolated`; "Today" by
// comparing year, month and day components; 30 days counted between start-of-day dates as `<= 29`.
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
    private let source: OrderFetching
    private let currentDate: () -> Date
    private var items = [Order]()
    private lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        source = service
        currentDate = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        source.fetchOrders { [weak self] result in
            OperationQueue.main.addOperation {
                MainActor.assumeIsolated {
                    self?.received(result)
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard (0..<items.count).contains(index) else { return }
        let item = items[index]
        if item.isDelivered && daysSince(item.placedAt) <= 29 {
            view?.showReturn(for: item)
        } else {
            view?.showMessage("Not returnable any more.")
        }
    }

    private func received(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        guard case .success(let orders) = result else {
            view?.showMessage("Loading failed.")
            return
        }
        items = orders
        let calendar = Calendar.current
        let today = calendar.dateComponents([.year, .month, .day], from: currentDate())
        view?.show(rows: orders.map { order in
            let day = calendar.dateComponents([.year, .month, .day], from: order.placedAt)
            return OrderRow(
                title: "Order \(order.id): \(order.total.formatted(.currency(code: "EUR")))",
                subtitle: day == today ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered)
        })
    }

    private func daysSince(_ date: Date) -> Int {
        let calendar = Calendar.current
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: currentDate())).day ?? .max
    }
}
