// The orders screen's presenter, as it was sent for review.
//
// QA reports: the list sometimes stays empty forever, memory grows every time the screen is
// opened, and an order placed at eleven last night says "Today". OrderService answers on a
// background queue. Run `swift run kata check leaky-presenter` to see what holds.
import UIKit

struct OrderRow {
    let title: String
    let subtitle: String
    let tint: UIColor
}

protocol OrdersView {
    func show(rows: [OrderRow])
}

final class OrdersPresenter {
    var view: OrdersView?
    private var orders = [Order]()

    func viewDidLoad() {
        OrderService.shared.fetchOrders { result in
            guard case .success(let fetched) = result else { return }
            self.orders = fetched
            self.view?.show(rows: fetched.map { self.row(for: $0) })
        }
    }

    /// The view controller asks for the order behind a tapped row, then decides what to do.
    func order(at index: Int) -> Order {
        orders[index]
    }

    private func row(for order: Order) -> OrderRow {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "dd/MM/yyyy"
        let hoursAgo = Date().timeIntervalSince(order.placedAt) / 3600
        let price = String(order.total) + "€"
        return OrderRow(
            title: "Order \(order.id) - \(price)",
            subtitle: hoursAgo < 24 ? "Today" : dateFormatter.string(from: order.placedAt),
            tint: order.isDelivered ? .systemGreen : .systemOrange
        )
    }
}
