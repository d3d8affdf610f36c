// Reducer style: events go through one pure function that returns the view effects, and the
// presenter only runs them. A reply hops with Task { @MainActor in }. A reply a later viewDidLoad()
// replaced is shown while the latest is still on its way and dropped once the latest answered.
// A failed reload keeps the rows on screen, and a tap acts on the order it shows.
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

/// The screen's state and rules, with no view and no clock of its own: a value a test could drive.
struct OrdersState {
    enum Event {
        case started(request: Int)
        case replied(request: Int, Result<[Order], Error>, at: Date, calendar: Calendar)
        case tapped(index: Int, at: Date, calendar: Calendar)
    }

    enum Effect {
        case loading(Bool)
        case rows([OrderRow])
        case message(String)
        case offerReturn(Order)
    }

    private(set) var latestRequest = 0
    private(set) var latestAnswered = true
    private(set) var orders: [Order] = []

    mutating func reduce(_ event: Event) -> [Effect] {
        switch event {
        case .started(let request):
            latestRequest = request
            latestAnswered = false
            return [.loading(true)]
        case .replied(let request, let result, let moment, let calendar):
            if latestAnswered && request != latestRequest { return [] }
            if request == latestRequest { latestAnswered = true }
            switch result {
            case .success(let fetched):
                orders = fetched
                return [.loading(false), .rows(fetched.map { Self.row(for: $0, at: moment, calendar: calendar) })]
            case .failure:
                return [.loading(false), .message("Orders are unavailable right now.")]
            }
        case .tapped(let index, let moment, let calendar):
            guard index >= 0, index < orders.count else { return [] }
            let order = orders[index]
            let placed = calendar.startOfDay(for: order.placedAt)
            let today = calendar.startOfDay(for: moment)
            let days = calendar.dateComponents([.day], from: placed, to: today).day ?? Int.max
            return order.isDelivered && days < 30 ? [.offerReturn(order)] : [.message("This order cannot be returned.")]
        }
    }

    private static func row(for order: Order, at moment: Date, calendar: Calendar) -> OrderRow {
        let parts = calendar.dateComponents([.year, .month, .day], from: order.placedAt)
        let date = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        return OrderRow(
            title: "#\(order.id) \(order.total)",
            subtitle: calendar.isDate(order.placedAt, inSameDayAs: moment) ? "Today" : date,
            isDelivered: order.isDelivered
        )
    }
}

@MainActor
final class OrdersPresenter {
    weak var view: OrdersView?

    private let service: OrderFetching
    private let now: () -> Date
    private var state = OrdersState()
    private var requests = 0

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        requests += 1
        let request = requests
        send(.started(request: request))
        service.fetchOrders { [weak self] result in
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.send(.replied(request: request, result, at: self.now(), calendar: .current))
            }
        }
    }

    func didSelectRow(at index: Int) {
        send(.tapped(index: index, at: now(), calendar: .current))
    }

    private func send(_ event: OrdersState.Event) {
        for effect in state.reduce(event) {
            switch effect {
            case .loading(let isLoading): view?.showLoading(isLoading)
            case .rows(let rows): view?.show(rows: rows)
            case .message(let text): view?.showMessage(text)
            case .offerReturn(let order): view?.showReturn(for: order)
            }
        }
    }
}
