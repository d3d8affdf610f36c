// A sample (the model tests, with the hints' main-queue spy) for the leaky presenter: a spy for the view, fakes for the service, a fixed clock.
// They run on Linux with `kata check`, no simulator: the presenter imports Foundation only.
import Foundation
import Testing
@testable import OrdersScreen

/// A spy: records what the presenter told the view, and whether it happened on the main thread.
/// Its methods may be called from any thread (that is what one test is about), so what it records
/// sits behind a lock rather than on the main actor.
final class OrdersViewSpy: OrdersView, @unchecked Sendable {
    enum Call: Equatable { case loading(Bool), rows([OrderRow]), message, returnFor(String) }

    private let log = CallLog()

    nonisolated func show(rows: [OrderRow]) { log.record(.rows(rows)) }
    nonisolated func showLoading(_ isLoading: Bool) { log.record(.loading(isLoading)) }
    nonisolated func showMessage(_ message: String) { log.record(.message) }
    nonisolated func showReturn(for order: Order) { log.record(.returnFor(order.id)) }

    nonisolated var calls: [Call] { log.calls }
    nonisolated var callsOffMain: Int { log.offMain }
    nonisolated var rows: [OrderRow]? {
        for call in calls.reversed() { if case let .rows(rows) = call { return rows } }
        return nil
    }
}

/// Set on the main queue once; read back only by work the main queue runs.
let mainQueue: DispatchSpecificKey<Int> = {
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [OrdersViewSpy.Call] = []
    private var countOffMain = 0

    func record(_ call: OrdersViewSpy.Call) {
        // The main queue, not the main thread: this holds in `swift test` inside Workspace/ too.
        let onMain = DispatchQueue.getSpecific(key: mainQueue) != nil
        lock.withLock {
            recorded.append(call)
            if !onMain { countOffMain += 1 }
        }
    }

    var calls: [OrdersViewSpy.Call] { lock.withLock { recorded } }
    var offMain: Int { lock.withLock { countOffMain } }
}

/// A fake service that keeps each completion until the test replies, from a background queue
/// like the real service.
final class HeldOrderService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[Order], Error>) -> Void] = []
    private var asked = 0

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.withLock { completions.append(completion); asked += 1 }
    }

    /// How many times the presenter asked for the orders.
    var requests: Int { lock.withLock { asked } }

    /// Replies, once, to every request not answered yet, on a background queue, and returns once
    /// that is done.
    func reply(_ result: Result<[Order], Error>) async {
        let pending = lock.withLock { () -> [@Sendable (Result<[Order], Error>) -> Void] in
            defer { completions.removeAll() }
            return completions
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                pending.forEach { $0(result) }
                done.resume()
            }
        }
    }
}

struct Offline: Error {}

/// Gives the main actor turns until `condition` holds: bounded by a count, not by a clock, so a
/// slow machine waits longer instead of failing.
@MainActor
func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Dates on the user's calendar (the checks run in Europe/Berlin).
let calendar = Calendar.current
func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

func order(_ id: String, placedAt: Date, delivered: Bool = true) -> Order {
    Order(id: id, total: 12.5, placedAt: placedAt, isDelivered: delivered)
}

@MainActor
struct OrdersPresenterTests {
    /// Loads `orders` with a clock fixed at `now`, and returns once the rows are shown.
    func loaded(_ orders: [Order], now: Date) async -> (OrdersPresenter, OrdersViewSpy, HeldOrderService) {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        presenter.viewDidLoad()
        _ = await waitUntil { service.requests == 1 }
        await service.reply(.success(orders))
        _ = await waitUntil { view.rows != nil }
        return (presenter, view, service)
    }

    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let presenter = OrdersPresenter(service: HeldOrderService())
        weak var weakView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            presenter.view = view
            weakView = view
        }
        #expect(weakView == nil)
    }

    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            weakPresenter = presenter
            presenter.viewDidLoad()
            #expect(await waitUntil { service.requests == 1 })
        }
        #expect(await waitUntil { weakPresenter == nil })
        let before = view.calls.count
        await service.reply(.success([order("A-1", placedAt: Date())]))
        for _ in 0..<100 { await Task.yield() }
        #expect(view.calls.count == before)
    }

    @Test func aReplyAfterTheScreenIsGoneDoesNothing() async {
        let service = HeldOrderService()
        let presenter = OrdersPresenter(service: service)
        weak var weakView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            presenter.view = view
            weakView = view
            presenter.viewDidLoad()
            #expect(await waitUntil { service.requests == 1 })
        }
        #expect(weakView == nil, "the request in flight keeps the view alive")
        // A presenter that held the view `unowned` would crash here.
        await service.reply(.success([order("A-1", placedAt: Date())]))
        for _ in 0..<100 { await Task.yield() }
    }

    @Test func rowsReachTheViewOnTheMainThreadInOrder() async {
        let now = date(2026, 4, 9, 10)
        let (_, view, _) = await loaded([order("A-1", placedAt: date(2026, 4, 2, 10))], now: now)
        #expect(view.callsOffMain == 0)
        #expect(view.calls.count == 3)
        #expect(Array(view.calls.prefix(2)) == [.loading(true), .loading(false)])
        #expect(view.rows?.count == 1)
    }

    @Test func aFailureStopsLoadingAndShowsAMessage() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view
        presenter.viewDidLoad()
        #expect(await waitUntil { service.requests == 1 })
        #expect(view.calls == [.loading(true)])
        await service.reply(.failure(Offline()))
        #expect(await waitUntil { view.calls.contains(.message) })
        for _ in 0..<100 { await Task.yield() }
        // An empty list shown with the message is a legitimate choice; what matters is the order.
        #expect(view.calls.filter { $0 != .rows([]) } == [.loading(true), .loading(false), .message])
        #expect(view.callsOffMain == 0)
    }

    @Test func todayMeansTheSameCalendarDay() async {
        let now = date(2026, 4, 9, 0, 30)
        let orders = [
            order("just-now", placedAt: date(2026, 4, 9, 0, 10)),
            order("late-last-night", placedAt: date(2026, 4, 8, 23, 30)),
        ]
        let (_, view, _) = await loaded(orders, now: now)
        #expect(view.rows?.map(\.subtitle.isToday) == [true, false])

        let evening = date(2026, 4, 9, 23, 30)
        let (_, later, _) = await loaded([
            order("this-morning", placedAt: date(2026, 4, 9, 0, 15)),
            order("same-day-last-month", placedAt: date(2026, 3, 9, 12)),
        ], now: evening)
        #expect(later.rows?.map(\.subtitle.isToday) == [true, false])

        // 29 March 2026: the clocks go forward at 02:00, so 10:00 is only nine hours after midnight.
        let summerTime = date(2026, 3, 29, 10)
        let (_, changeDay, _) = await loaded([
            order("just-after-midnight", placedAt: date(2026, 3, 29, 0, 30)),
            order("late-the-night-before", placedAt: date(2026, 3, 28, 23, 30)),
        ], now: summerTime)
        #expect(changeDay.rows?.map(\.subtitle.isToday) == [true, false])
    }

    @Test func onlyDeliveredOrdersYoungerThanThirtyCalendarDaysCanBeReturned() async {
        // 30 calendar days before 9 April, across the change to summer time: only 719 hours.
        let now = date(2026, 4, 9, 10)
        let orders = [
            order("ten-days", placedAt: date(2026, 3, 30, 10)),
            order("twenty-nine-days", placedAt: date(2026, 3, 11, 10)),
            order("thirty-days", placedAt: date(2026, 3, 10, 10)),
            order("forty-days", placedAt: date(2026, 2, 28, 10)),
            order("on-its-way", placedAt: date(2026, 4, 7, 10), delivered: false),
        ]
        let (presenter, view, _) = await loaded(orders, now: now)
        var said: [OrdersViewSpy.Call] = []
        for index in orders.indices {
            let before = view.calls.count
            presenter.didSelectRow(at: index)
            _ = await waitUntil { view.calls.count > before }
            said += view.calls.dropFirst(before)
        }
        #expect(said == [.returnFor("ten-days"), .returnFor("twenty-nine-days"), .message, .message, .message])
    }

    @Test func aTapOnARowThatNoLongerExistsDoesNothing() async {
        let now = date(2026, 4, 9, 10)
        let two = [order("first", placedAt: date(2026, 4, 1, 10)), order("second", placedAt: date(2026, 4, 2, 10))]
        let (presenter, view, service) = await loaded(two, now: now)
        var before = view.calls.count
        presenter.didSelectRow(at: 2)
        presenter.didSelectRow(at: -1)
        for _ in 0..<100 { await Task.yield() }
        #expect(view.calls.count == before)

        // A reload that shortens the list: the old second row is gone.
        presenter.viewDidLoad()
        #expect(await waitUntil { service.requests == 2 })
        await service.reply(.success([two[0]]))
        #expect(await waitUntil { view.rows?.count == 1 })
        before = view.calls.count
        presenter.didSelectRow(at: 1)
        for _ in 0..<100 { await Task.yield() }
        #expect(view.calls.count == before)
    }
}

extension String {
    var isToday: Bool { self == "Today" }
}
