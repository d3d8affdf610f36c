// The orders screen's presenter. Replies from the service, whatever thread they come on, are
// pushed into one AsyncStream; a single main-actor task drains it and is the only place that
// turns a reply into view calls. The fetch callback never sees the presenter at all: it only
// holds the stream's continuation, which is Sendable.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String   // exactly "Today" for an order placed on today's date, else the date
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

    private struct Reply: Sendable {
        let request: Int
        let result: Result<[Order], Error>
    }

    private let service: OrderFetching
    private let now: () -> Date
    private let inbox: AsyncStream<Reply>.Continuation

    private var lastRequest = 0
    /// The orders the rows on screen were built from, position for position.
    private var ordersOnScreen: [Order] = []

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
        let (replies, inbox) = AsyncStream.makeStream(of: Reply.self, bufferingPolicy: .unbounded)
        self.inbox = inbox
        // The drain holds the presenter weakly, and only between two replies' handling; when the
        // presenter goes, deinit finishes the stream and the loop ends.
        Task { [weak self] in
            for await reply in replies {
                self?.handle(reply)
            }
        }
    }

    deinit {
        inbox.finish()
    }

    func viewDidLoad() {
        lastRequest += 1
        let request = lastRequest
        view?.showLoading(true)
        let inbox = self.inbox
        service.fetchOrders { result in
            inbox.yield(Reply(request: request, result: result))
        }
    }

    func didSelectRow(at index: Int) {
        guard ordersOnScreen.indices.contains(index) else { return }
        let order = ordersOnScreen[index]
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: now())
        let placedOn = calendar.startOfDay(for: order.placedAt)
        // Days between the two dates on the user's calendar (not 24-hour periods).
        let age = calendar.dateComponents([.day], from: placedOn, to: today).day ?? .max
        if order.isDelivered && age < 30 {
            view?.showReturn(for: order)
        } else if order.isDelivered {
            view?.showMessage("The 30-day return window for this order has closed.")
        } else {
            view?.showMessage("Only delivered orders can be returned.")
        }
    }

    private func handle(_ reply: Reply) {
        switch reply.result {
        case .success(let orders):
            // Any reply that brings orders is drawn when it comes, also one a later viewDidLoad()
            // replaced (the brief accepts both); rows and orders always change together.
            ordersOnScreen = orders
            let calendar = Calendar.current
            let now = self.now()
            view?.showLoading(false)
            view?.show(rows: orders.map { row(for: $0, now: now, calendar: calendar) })
        case .failure:
            // A failure only speaks for the latest request.
            guard reply.request == lastRequest else { return }
            view?.showLoading(false)
            view?.showMessage("Your orders could not be loaded. Pull to try again.")
        }
    }

    private func row(for order: Order, now: Date, calendar: Calendar) -> OrderRow {
        let subtitle = calendar.isDate(order.placedAt, inSameDayAs: now)
            ? "Today"
            : order.placedAt.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, calendar: calendar, timeZone: calendar.timeZone))
        return OrderRow(title: "Order \(order.id)", subtitle: subtitle, isDelivered: order.isDelivered)
    }
}
