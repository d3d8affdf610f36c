// The orders screen's presenter, Foundation only.
//
// What the screen shows lives in a plain value, `OrdersScreenState`; the presenter class only
// moves replies onto the main actor and passes the state's decisions to the view. Every request
// gets a UUID; a reply to a request that a later viewDidLoad() replaced is ignored (the brief lets
// it be shown or ignored). A failure shows its message and then clears the list, so a tap after
// it does nothing.
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

/// The orders on screen and the request the screen waits for, with the rules that read them.
struct OrdersScreenState {
    private(set) var shown: [Order] = []
    private(set) var awaited: UUID?

    mutating func begin() -> UUID {
        let request = UUID()
        awaited = request
        return request
    }

    /// True when the reply is for the request the screen waits for; that request is then done.
    mutating func accept(_ request: UUID) -> Bool {
        guard awaited == request else { return false }
        awaited = nil
        return true
    }

    mutating func replace(with orders: [Order]) { shown = orders }

    func order(at index: Int) -> Order? {
        shown.indices.contains(index) ? shown[index] : nil
    }

    /// Delivered, and placed fewer than 30 calendar dates before today.
    static func canReturn(_ order: Order, now: Date, calendar: Calendar) -> Bool {
        guard order.isDelivered else { return false }
        let placedDay = calendar.startOfDay(for: order.placedAt)
        let today = calendar.startOfDay(for: now)
        guard let days = calendar.dateComponents([.day], from: placedDay, to: today).day else { return false }
        return days < 30
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?
    private let service: OrderFetching
    private let now: () -> Date
    private var state = OrdersScreenState()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        let request = state.begin()
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            Task { @MainActor in
                self?.receive(result, for: request)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard let order = state.order(at: index) else { return }
        if OrdersScreenState.canReturn(order, now: now(), calendar: .current) {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("This order was delivered 30 or more days ago, so it can no longer be returned.")
        } else {
            view?.showMessage("This order has not been delivered yet, so there is nothing to return.")
        }
    }

    private func receive(_ result: Result<[Order], Error>, for request: UUID) {
        guard state.accept(request) else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            state.replace(with: orders)
            view?.show(rows: orders.map(row(for:)))
        case .failure:
            state.replace(with: [])
            view?.showMessage("We couldn't load your orders. Pull down to try again.")
            view?.show(rows: [])
        }
    }

    /// One row; the clock is read for each row, when the reply is turned into rows.
    private func row(for order: Order) -> OrderRow {
        let calendar = Calendar.current
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now()) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = Locale(identifier: "en_GB")
            formatter.dateFormat = "EEE d MMM yyyy"
            subtitle = formatter.string(from: order.placedAt)
        }
        let total = String(format: "%.2f", order.total)
        return OrderRow(title: "Order \(order.id) · \(total) €", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
