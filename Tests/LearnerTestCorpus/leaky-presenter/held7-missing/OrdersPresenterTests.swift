import Foundation
import Testing
@testable import OrdersScreen

private let mainKey = DispatchSpecificKey<Bool>()

enum ViewCall: Equatable {
    case loading(Bool)
    case rows(Int)
    case message
    case returned(String)
}

@MainActor
final class SpyView: OrdersView {
    var calls: [ViewCall] = []
    var rows: [OrderRow] = []
    var allOnMain = true

    private func note(_ call: ViewCall) {
        if DispatchQueue.getSpecific(key: mainKey) != true { allOnMain = false }
        calls.append(call)
    }
    func show(rows: [OrderRow]) { self.rows = rows; note(.rows(rows.count)) }
    func showLoading(_ isLoading: Bool) { note(.loading(isLoading)) }
    func showMessage(_ message: String) { note(.message) }
    func showReturn(for order: Order) { note(.returned(order.id)) }
}

struct FakeError: Error {}

final class FakeService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<[Order], Error>) -> Void] = []

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.withLock { pending.append(completion) }
    }
    var requestCount: Int { lock.withLock { pending.count } }

    /// Answers request `index` from a background queue, like the real service.
    func reply(_ index: Int, with result: Result<[Order], Error>) {
        let completion = lock.withLock { pending[index] }
        DispatchQueue.global().async { completion(result) }
    }
}

final class Clock {
    var date: Date
    init(_ date: Date) { self.date = date }
}

@MainActor
struct OrdersPresenterTests {
    init() { DispatchQueue.main.setSpecific(key: mainKey, value: true) }

    /// Waits (bounded, without sleeping) until the condition holds.
    func waitUntil(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(5)
        while !condition() && Date() < deadline { await Task.yield() }
    }

    /// Lets a few more turns of the main queue run (to see that nothing more arrives).
    func settle() async {
        let deadline = Date().addingTimeInterval(0.2)
        while Date() < deadline { await Task.yield() }
    }

    func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    func order(_ id: String, placed: Date, delivered: Bool) -> Order {
        Order(id: id, total: 10, placedAt: placed, isDelivered: delivered)
    }

    @Test func presenterDoesNotKeepItsViewAlive() {
        let service = FakeService()
        let presenter = OrdersPresenter(service: service)
        weak var weakView: SpyView?
        do {
            let view = SpyView()
            weakView = view
            presenter.view = view
            presenter.viewDidLoad()
        }
        #expect(weakView == nil)
        if service.requestCount > 0 { service.reply(0, with: .success([])) }
    }

    @Test func requestInFlightDoesNotKeepPresenterAlive() async {
        let service = FakeService()
        let view = SpyView()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            weakPresenter = presenter
            presenter.view = view
            presenter.viewDidLoad()
        }
        #expect(weakPresenter == nil)
        view.calls = []
        if service.requestCount > 0 {
            await waitUntil { service.requestCount > 0 }
            service.reply(0, with: .success([order("A", placed: Date(), delivered: true)]))
        }
        await settle()
        #expect(!view.calls.contains(.rows(1)))
    }

    @Test func backgroundReplyReachesViewOnMainInOrder() async {
        let service = FakeService()
        let view = SpyView()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await waitUntil { service.requestCount > 0 && !view.calls.isEmpty }
        #expect(view.calls == [.loading(true)])
        let orders = [order("A", placed: date(2026, 4, 1), delivered: true),
                      order("B", placed: date(2026, 4, 2), delivered: false)]
        await waitUntil { service.requestCount > 0 }
        service.reply(0, with: .success(orders))
        await waitUntil { view.calls.count >= 3 }
        #expect(view.calls == [.loading(true), .loading(false), .rows(2)])
        #expect(view.rows.map(\.isDelivered) == [true, false])
        #expect(view.allOnMain)
    }

    /// Loads the given orders with the clock at `now` and taps `index`; returns what the view got.
    func tap(_ index: Int, orders: [Order], now: Date) async -> [ViewCall] {
        let service = FakeService()
        let view = SpyView()
        let clock = Clock(now)
        let presenter = OrdersPresenter(service: service, now: { clock.date })
        presenter.view = view
        presenter.viewDidLoad()
        await waitUntil { service.requestCount > 0 }
        service.reply(0, with: .success(orders))
        await waitUntil { view.calls.contains(.rows(orders.count)) }
        view.calls = []
        presenter.didSelectRow(at: index)
        await waitUntil { !view.calls.isEmpty }
        return view.calls
    }

    @Test func deliveredOrderYoungerThan30DaysCanBeReturned() async {
        let now = date(2026, 4, 10)
        let calls = await tap(0, orders: [order("A", placed: date(2026, 3, 12), delivered: true)], now: now)
        #expect(calls == [.returned("A")])
    }

    @Test func orderOf30CalendarDaysAcrossSummerTimeCannotBeReturned() async {
        // 11 March 12:00 to 10 April 12:00 is 30 calendar days but only 719 hours.
        let now = date(2026, 4, 10)
        let calls = await tap(0, orders: [order("A", placed: date(2026, 3, 11), delivered: true)], now: now)
        #expect(calls == [.message])
    }

    @Test func orderOf31DaysCannotBeReturned() async {
        let now = date(2026, 4, 10)
        let calls = await tap(0, orders: [order("A", placed: date(2026, 3, 10), delivered: true)], now: now)
        #expect(calls == [.message])
    }

    @Test func undeliveredOrderCannotBeReturned() async {
        let now = date(2026, 4, 10)
        let calls = await tap(0, orders: [order("A", placed: date(2026, 4, 9), delivered: false)], now: now)
        #expect(calls == [.message])
    }

    @Test func tapOnARowThatNoLongerExistsDoesNothing() async {
        let service = FakeService()
        let view = SpyView()
        let clock = Clock(date(2026, 4, 10))
        let presenter = OrdersPresenter(service: service, now: { clock.date })
        presenter.view = view
        presenter.viewDidLoad()
        await waitUntil { service.requestCount > 0 }
        service.reply(0, with: .success([order("A", placed: date(2026, 4, 9), delivered: true),
                                         order("B", placed: date(2026, 4, 9), delivered: true)]))
        await waitUntil { view.calls.contains(.rows(2)) }
        presenter.viewDidLoad()
        await waitUntil { service.requestCount > 1 }
        service.reply(1, with: .success([order("C", placed: date(2026, 4, 9), delivered: true)]))
        await waitUntil { view.calls.contains(.rows(1)) }
        view.calls = []
        presenter.didSelectRow(at: 1)
        presenter.didSelectRow(at: -1)
        await settle()
        #expect(view.calls.isEmpty)
        presenter.didSelectRow(at: 0)
        await waitUntil { !view.calls.isEmpty }
        await settle()
        #expect(view.calls == [.returned("C")])
    }
}
