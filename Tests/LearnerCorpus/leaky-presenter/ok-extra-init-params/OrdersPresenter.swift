import Foundation

// MARK: - Contract

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

// MARK: - Rules (pure, no clock of their own)

struct ReturnPolicy {
    var windowInDays = 30
    var calendar = Calendar.autoupdatingCurrent

    func allowsReturn(of order: Order, at now: Date) -> Bool {
        guard order.isDelivered else { return false }
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now)
        return (age.day ?? Int.max) < windowInDays
    }
}

struct OrderRowFormatter {
    var calendar = Calendar.autoupdatingCurrent
    let dateFormatter: DateFormatter

    init() {
        dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .medium
        dateFormatter.timeStyle = .none
    }

    func row(for order: Order, now: Date) -> OrderRow {
        OrderRow(
            title: "Order \(order.id) – \(order.total.formatted(.currency(code: "EUR")))",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: now)
                ? "Today"
                : dateFormatter.string(from: order.placedAt),
            isDelivered: order.isDelivered
        )
    }
}

// MARK: - Presenter

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private(set) var orders: [Order] = []

    private let service: OrderFetching
    private let now: @Sendable () -> Date
    private let policy: ReturnPolicy
    private let formatter: OrderRowFormatter

    init(service: OrderFetching = OrderService.shared,
         now: @escaping @Sendable () -> Date = { Date() },
         calendar: Calendar = .autoupdatingCurrent) {
        self.service = service
        self.now = now
        self.policy = ReturnPolicy(windowInDays: 30, calendar: calendar)
        var rowFormatter = OrderRowFormatter()
        rowFormatter.calendar = calendar
        self.formatter = rowFormatter
    }

    func viewDidLoad() {
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Self.onMain {
                self?.present(result)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard index >= 0 && index < orders.count else { return }
        let order = orders[index]
        if policy.allowsReturn(of: order, at: now()) {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Sorry, this order can't be returned.")
        }
    }

    private func present(_ result: Result<[Order], Error>) {
        view?.showLoading(false)
        guard case .success(let fetched) = result else {
            view?.showMessage("Loading your orders failed. Pull to try again.")
            return
        }
        orders = fetched
        let current = now()
        view?.show(rows: fetched.map { formatter.row(for: $0, now: current) })
    }

    /// Runs `work` on the main thread: right away when already there, otherwise queued.
    private nonisolated static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { work() }
        }
    }
}
