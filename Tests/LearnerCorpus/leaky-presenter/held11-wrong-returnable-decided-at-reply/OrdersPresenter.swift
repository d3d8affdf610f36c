// OrdersPresenter.swift
//
// The presenter owns the screen's rules: it builds the rows, says "Today" by the calendar, and
// decides what a tap on a row does. The view only shows rows and reports taps.
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
    /// A row on screen, with its order and what a tap on it does.
    private struct Entry {
        let order: Order
        let row: OrderRow
        let isReturnable: Bool
    }

    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var entries: [Entry] = []
    private var currentRequest = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        currentRequest += 1
        let request = currentRequest
        view?.showLoading(true)
        service.fetchOrders { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.handle(result, request: request)
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard entries.indices.contains(index) else { return }
        let entry = entries[index]
        if entry.isReturnable {
            view?.showReturn(for: entry.order)
        } else {
            view?.showMessage("Returns are possible for delivered orders, within 30 days.")
        }
    }

    private func handle(_ result: Result<[Order], Error>, request: Int) {
        guard request == currentRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            entries = makeEntries(orders)
            view?.show(rows: entries.map(\.row))
        case .failure:
            view?.showMessage("Your orders could not be loaded.")
        }
    }

    private func makeEntries(_ orders: [Order]) -> [Entry] {
        let calendar = Calendar.current
        let today = now()
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return orders.map { order in
            let days = calendar.dateComponents([.day], from: order.placedAt, to: today).day ?? .max
            let row = OrderRow(
                title: "Order \(order.id) - \(order.total)€",
                subtitle: calendar.isDate(order.placedAt, inSameDayAs: today) ? "Today" : formatter.string(from: order.placedAt),
                isDelivered: order.isDelivered
            )
            return Entry(order: order, row: row, isReturnable: order.isDelivered && days < 30)
        }
    }
}
