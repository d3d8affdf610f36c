// OrdersPresenter.swift: the orders screen's presenter, with async/await inside.
import Foundation

struct OrderRow: Equatable {
    let title: String
    let subtitle: String
    let isDelivered: Bool
}

@MainActor protocol OrdersView: AnyObject {
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
    private enum Phase {
        case idle
        case loading(Int)
    }

    /// A view attached while a load is in flight is told that it is loading; its reply goes to
    /// whichever view is attached when it comes.
    weak var view: OrdersView? {
        didSet {
            guard view !== oldValue, case .loading = phase else { return }
            view?.showLoading(true)
        }
    }

    private let service: OrderFetching
    private let now: () -> Date
    private var phase = Phase.idle
    private var loads = 0
    /// The orders a tap may act on: those of the rows on screen, and none while a reload is pending.
    private var tappable: [Order] = []
    private lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()

    init(service: OrderFetching = OrderService.shared, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    func viewDidLoad() {
        loads += 1
        let load = loads
        phase = .loading(load)
        tappable = []
        view?.showLoading(true)
        let service = self.service
        Task { [weak self] in
            let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<[Order], Error>, Never>) in
                service.fetchOrders { continuation.resume(returning: $0) }
            }
            self?.finish(load, with: result)
        }
    }

    func didSelectRow(at index: Int) {
        guard tappable.indices.contains(index) else { return }
        let order = tappable[index]
        let calendar = Calendar.current
        let age = calendar.dateComponents([.day], from: order.placedAt, to: now()).day ?? 0
        if order.isDelivered, age < 30 {
            view?.showReturn(for: order)
        } else {
            view?.showMessage("Only delivered orders from the last 30 days can be returned.")
        }
    }

    private func finish(_ load: Int, with result: Result<[Order], Error>) {
        guard case .loading(let latest) = phase, latest == load else { return }
        phase = .idle
        view?.showLoading(false)
        switch result {
        case .success(let orders):
            tappable = orders
            let reference = now()
            let calendar = Calendar.current
            view?.show(rows: orders.map { order in
                OrderRow(
                    title: "Order \(order.id) - \(order.total)€",
                    subtitle: calendar.isDate(order.placedAt, inSameDayAs: reference)
                        ? "Today"
                        : dateFormatter.string(from: order.placedAt),
                    isDelivered: order.isDelivered
                )
            })
        case .failure:
            view?.showMessage("Something went wrong while loading your orders.")
        }
    }
}
