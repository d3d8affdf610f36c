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
    private var orders = [Order]()
    private lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task {
                await MainActor.run {
                    guard let self else { return }
                    self.view?.showLoading(false)
                    switch result {
                    case .success(let fetched):
                        self.orders = fetched
                        self.view?.show(rows: fetched.map { self.row(for: $0) })
                    case .failure:
                        self.view?.showMessage("Something went wrong while loading your orders.")
                    }
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard (0..<orders.count).contains(index) else { return }
        let order = orders[index]
        let days = Calendar.current.dateComponents([.day], from: order.placedAt, to: now()).day ?? .max
        guard order.isDelivered, days < 30 else {
            view?.showMessage("This order can't be returned.")
            return
        }
        view?.showReturn(for: order)
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            title: "Order \(order.id), \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: Calendar.current.isDate(order.placedAt, inSameDayAs: now()) ? "Today" : formatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}
