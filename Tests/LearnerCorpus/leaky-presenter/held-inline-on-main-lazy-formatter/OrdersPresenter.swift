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
    private var rowsOrders: [Order] = []
    private var current = 0

    /// Made once per presenter, on first use, in the user's zone at that time.
    private lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .none
        return formatter
    }()

    /// What handles a reply on the main actor; it holds the presenter weakly.
    private lazy var handleReply: (Int, Result<[Order], Error>) -> Void = { [weak self] request, result in
        self?.handle(request, result)
    }

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        current += 1
        let request = current
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            if Thread.isMainThread {
                // Answered at once on the main thread (a cache): no hop needed, and
                // DispatchQueue.main.sync would trap here.
                MainActor.assumeIsolated {
                    self?.handleReply(request, result)
                }
            } else {
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated {
                        self?.handleReply(request, result)
                    }
                }
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard rowsOrders.indices.contains(index) else { return }
        let order = rowsOrders[index]
        let elapsed = Calendar.current.dateComponents([.day], from: order.placedAt, to: now())
        if order.isDelivered, let days = elapsed.day, days < 30 {
            view?.showReturn(for: order)
            return
        }
        view?.showMessage("Returns are accepted up to 30 days after a delivered order.")
    }

    private func handle(_ request: Int, _ result: Result<[Order], Error>) {
        guard request == current else { return }
        view?.showLoading(false)
        do {
            let orders = try result.get()
            rowsOrders = orders
            let calendar = Calendar.current
            let moment = now()
            view?.show(rows: orders.map { order in
                OrderRow(
                    title: "Order \(order.id) (\(order.isDelivered ? "delivered" : "on its way"))",
                    subtitle: calendar.isDate(order.placedAt, inSameDayAs: moment) ? "Today" : dateFormatter.string(from: order.placedAt),
                    isDelivered: order.isDelivered
                )
            })
        } catch {
            view?.showMessage("Can't show your orders right now.")
        }
    }
}
