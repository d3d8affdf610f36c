// The orders screen's presenter, rewritten as a small state machine: every input becomes an
// event, a pure `reduce` turns (state, event) into a new state plus the view commands to send,
// and the presenter only runs those commands on the main actor.
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

/// Everything the screen knows, as a value.
struct OrdersScreenState: Equatable {
    /// The orders behind the rows on screen, index for index.
    var shown: [Order] = []
    /// The number of the latest request; replies to any other are dropped.
    var latestRequest = 0
}

/// What can happen to the screen. The clock and the calendar are read by whoever sends the
/// event, at the moment it happens, so `reduce` stays pure.
enum OrdersEvent {
    case loadStarted(request: Int)
    case replied(request: Int, result: Result<[Order], Error>, now: Date, calendar: Calendar)
    case tapped(index: Int, now: Date, calendar: Calendar)
}

/// What the view is told, in order.
enum OrdersCommand: Equatable {
    case loading(Bool)
    case rows([OrderRow])
    case message(String)
    case offerReturn(Order)
}

enum OrdersReducer {
    static let returnWindowDays = 30

    static func reduce(_ state: inout OrdersScreenState, _ event: OrdersEvent) -> [OrdersCommand] {
        switch event {
        case .loadStarted(let request):
            state.latestRequest = request
            return [.loading(true)]

        case .replied(let request, let result, let now, let calendar):
            guard request == state.latestRequest else { return [] }   // a replaced request
            switch result {
            case .success(let orders):
                state.shown = orders
                return [.loading(false), .rows(orders.map { row(for: $0, now: now, calendar: calendar) })]
            case .failure:
                // The old rows stay on screen, and so do the orders behind them.
                return [.loading(false), .message("We couldn't load your orders. Please try again.")]
            }

        case .tapped(let index, let now, let calendar):
            guard state.shown.indices.contains(index) else { return [] }
            let order = state.shown[index]
            guard order.isDelivered else {
                return [.message("This order hasn't been delivered yet, so it can't be returned.")]
            }
            let days = calendar.dateComponents([.day], from: order.placedAt, to: now).day ?? Int.max
            if days < returnWindowDays {
                return [.offerReturn(order)]
            }
            return [.message("Orders can only be returned within \(returnWindowDays) days.")]
        }
    }

    static func row(for order: Order, now: Date, calendar: Calendar) -> OrderRow {
        let subtitle: String
        if calendar.isDate(order.placedAt, inSameDayAs: now) {
            subtitle = "Today"
        } else {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "dd/MM/yyyy"
            subtitle = formatter.string(from: order.placedAt)
        }
        return OrderRow(
            title: "Order \(order.id) - \(order.total.formatted(.number.precision(.fractionLength(2))))€",
            subtitle: subtitle,
            isDelivered: order.isDelivered
        )
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var state = OrdersScreenState()
    private var requestCounter = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        requestCounter += 1
        let request = requestCounter
        send(.loadStarted(request: request))
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.send(.replied(request: request, result: result, now: self.now(), calendar: .current))
            }
        }
    }

    func didSelectRow(at index: Int) {
        send(.tapped(index: index, now: now(), calendar: .current))
    }

    private func send(_ event: OrdersEvent) {
        let commands = OrdersReducer.reduce(&state, event)
        for command in commands {
            switch command {
            case .loading(let isLoading): view?.showLoading(isLoading)
            case .rows(let rows): view?.show(rows: rows)
            case .message(let text): view?.showMessage(text)
            case .offerReturn(let order): view?.showReturn(for: order)
            }
        }
    }
}
