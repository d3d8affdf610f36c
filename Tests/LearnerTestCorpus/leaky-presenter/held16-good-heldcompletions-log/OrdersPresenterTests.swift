// Tests for OrdersPresenter, written from the stage briefs only.
// Style: a call log kept by a spy view, a fake service that holds every completion until the test
// answers it by hand from a background queue, and bounded polling waits (no sleeps).
import Foundation
import Testing
@testable import OrdersScreen

// MARK: - Where a call runs

/// Marks the main queue once, so the spy can tell whether a call runs on it (this also holds where
/// the main queue is drained off the main thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private func onMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
}

// MARK: - Spy view

private enum ViewCall: Equatable {
    case loading(Bool)
    case rows([OrderRow])
    case message(String)
    case returnFor(Order)

    var isMessage: Bool { if case .message = self { return true } else { return false } }
    var isRows: Bool { if case .rows = self { return true } else { return false } }
}

@MainActor
private final class SpyView: OrdersView {
    private(set) var calls: [ViewCall] = []
    private(set) var offMainCalls = 0

    private func note(_ call: ViewCall) {
        if !onMainQueue() { offMainCalls += 1 }
        calls.append(call)
    }

    func show(rows: [OrderRow]) { note(.rows(rows)) }
    func showLoading(_ isLoading: Bool) { note(.loading(isLoading)) }
    func showMessage(_ message: String) { note(.message(message)) }
    func showReturn(for order: Order) { note(.returnFor(order)) }
}

// MARK: - Fake service

private struct FetchFailed: Error {}

/// Keeps every completion; the test answers the one it wants, from a background queue.
private final class HeldService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<[Order], Error>) -> Void] = []

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.lock(); pending.append(completion); lock.unlock()
    }

    var requestCount: Int { lock.lock(); defer { lock.unlock() }; return pending.count }

    /// Answers request `index` (the latest by default) from a background queue, like the real service.
    func reply(_ result: Result<[Order], Error>, to index: Int? = nil) {
        lock.lock()
        let completion = pending[index ?? pending.count - 1]
        lock.unlock()
        DispatchQueue.global().async { completion(result) }
    }
}

// MARK: - Waiting

/// Lets the main queue run (other work queued on it, and the background reply) until `condition`
/// holds, for at most about one second.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(1)
    while !condition() {
        if Date() > deadline { return false }
        await Task.yield()
    }
    return true
}

/// Lets the main queue run for a while, for checks that something did NOT happen.
@MainActor
private func settle() async {
    for _ in 0..<200 { await Task.yield() }
}

// MARK: - Dates (the tests run in Europe/Berlin, like the checks)

private let calendar = Calendar.current

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// Early April 2026: 30 calendar days back crosses 29 March, the change to summer time.
private let fixedNow = date(2026, 4, 10, 12, 0)

private func order(_ id: String, placed: Date, delivered: Bool) -> Order {
    Order(id: id, total: 10, placedAt: placed, isDelivered: delivered)
}

// MARK: - Tests

@MainActor
struct OrdersPresenterTests {

    /// Builds a presenter with a spy view, loads `orders`, and waits until the rows are shown.
    private func loaded(_ orders: [Order]) async -> (OrdersPresenter, SpyView, HeldService) {
        let service = HeldService()
        let presenter = OrdersPresenter(service: service, now: { fixedNow })
        let view = SpyView()
        presenter.view = view
        presenter.viewDidLoad()
        _ = await eventually { service.requestCount == 1 }
        service.reply(.success(orders))
        let shown = await eventually { view.calls.contains(where: \.isRows) }
        #expect(shown, "the rows never reached the view")
        return (presenter, view, service)
    }

    // Bullet 1: the view is not kept alive.
    @Test func viewIsNotKeptAliveByThePresenter() async {
        let service = HeldService()
        let presenter = OrdersPresenter(service: service, now: { fixedNow })
        weak var weakView: SpyView?
        do {
            let view = SpyView()
            weakView = view
            presenter.view = view
            presenter.viewDidLoad()
            _ = await eventually { service.requestCount == 1 }
        }
        // Dropped while the request is still in flight.
        #expect(weakView == nil, "the presenter (or its request) keeps the view alive")
        // The late reply then reaches nobody and crashes nothing.
        service.reply(.success([order("A", placed: fixedNow, delivered: true)]))
        await settle()
        #expect(weakView == nil)
        #expect(presenter.view == nil)
    }

    // Bullet 1: a request in flight does not keep the presenter alive.
    @Test func requestInFlightDoesNotKeepPresenterAlive() async {
        let service = HeldService()
        let view = SpyView()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service, now: { fixedNow })
            weakPresenter = presenter
            presenter.view = view
            presenter.viewDidLoad()
            // Keep it until its request has reached the service.
            let asked = await eventually { service.requestCount == 1 }
            #expect(asked, "viewDidLoad() never asked the service")
        }
        let freed = await eventually { weakPresenter == nil }
        #expect(freed, "the request in flight keeps the presenter alive")
        let before = view.calls
        service.reply(.success([order("A", placed: fixedNow, delivered: true)]))
        await settle()
        #expect(view.calls == before, "a reply for a freed presenter still reached the view")
    }

    // Bullet 2: from a background reply, every call arrives on the main thread, in order.
    @Test func backgroundReplyReachesViewOnMainInOrder() async {
        let service = HeldService()
        let presenter = OrdersPresenter(service: service, now: { fixedNow })
        let view = SpyView()
        presenter.view = view
        presenter.viewDidLoad()

        let asked = await eventually { service.requestCount == 1 && !view.calls.isEmpty }
        #expect(asked)
        #expect(view.calls == [.loading(true)], "before the reply the view sees only loading on")

        let orders = [
            order("today", placed: date(2026, 4, 10, 9, 0), delivered: false),
            order("older", placed: date(2026, 3, 2, 18, 30), delivered: true),
            order("oldest", placed: date(2026, 1, 5), delivered: true),
        ]
        service.reply(.success(orders))
        let done = await eventually { view.calls.contains(where: \.isRows) }
        #expect(done, "the rows never reached the view")
        await settle()

        #expect(view.calls.count == 3)
        guard view.calls.count == 3 else { return }
        #expect(view.calls[0] == .loading(true))
        #expect(view.calls[1] == .loading(false))
        guard case .rows(let rows) = view.calls[2] else {
            Issue.record("expected the rows after loading off, got \(view.calls)")
            return
        }
        // One row per order, in the service's order.
        #expect(rows.map(\.isDelivered) == [false, true, true])
        #expect(rows.count == 3)
        if rows.count == 3 {
            #expect(rows[0].subtitle == "Today")
            #expect(rows[1].subtitle != "Today")
        }
        #expect(view.offMainCalls == 0, "a call reached the view off the main queue")
    }

    // Bullet 3: a failed fetch stops loading and shows a message (every failure, also a retry's).
    @Test func failedFetchStopsLoadingAndShowsMessage() async {
        let service = HeldService()
        let presenter = OrdersPresenter(service: service, now: { fixedNow })
        let view = SpyView()
        presenter.view = view

        for attempt in 1...2 {
            let start = view.calls.count
            presenter.viewDidLoad()
            let asked = await eventually { service.requestCount == attempt && view.calls.count > start }
            #expect(asked)
            service.reply(.failure(FetchFailed()))
            let shown = await eventually { view.calls[start...].contains(where: \.isMessage) }
            #expect(shown, "failure \(attempt) showed no message")
            await settle()

            let calls = Array(view.calls[start...])
            #expect(calls.first == .loading(true))
            // After the reply: loading off first, then one non-empty message; an empty
            // `show(rows: [])` beside it is allowed.
            let afterReply = Array(calls.dropFirst())
            #expect(afterReply.first == .loading(false), "loading must stop first: \(calls)")
            let messages = afterReply.compactMap { call -> String? in
                if case .message(let text) = call { return text } else { return nil }
            }
            #expect(messages.count == 1)
            #expect(messages.allSatisfy { !$0.isEmpty })
            let others = afterReply.dropFirst().filter { !$0.isMessage && $0 != .rows([]) }
            #expect(others.isEmpty, "unexpected calls after a failure: \(calls)")
        }
        #expect(view.offMainCalls == 0, "a call reached the view off the main queue")
    }

    // Bullet 4: only delivered orders younger than 30 calendar days can be returned.
    @Test func returnRuleCountsCalendarDaysAcrossSummerTime() async {
        let orders = [
            order("29 days, delivered", placed: date(2026, 3, 12, 12, 0), delivered: true),
            order("30 days, delivered (719 h)", placed: date(2026, 3, 11, 12, 0), delivered: true),
            order("31 days, delivered", placed: date(2026, 3, 10, 12, 0), delivered: true),
            order("2 days, not delivered", placed: date(2026, 4, 8, 12, 0), delivered: false),
            order("today, delivered", placed: date(2026, 4, 10, 8, 0), delivered: true),
        ]
        let expectReturn = [true, false, false, false, true]
        let (presenter, view, _) = await loaded(orders)

        for (index, returnable) in expectReturn.enumerated() {
            let start = view.calls.count
            presenter.didSelectRow(at: index)
            let answered = await eventually { view.calls.count > start }
            #expect(answered, "a tap on row \(index) got no answer")
            let answer = Array(view.calls[start...])
            if returnable {
                #expect(answer == [.returnFor(orders[index])], "\(orders[index].id) should be returnable")
            } else {
                #expect(answer.count == 1 && answer.allSatisfy(\.isMessage),
                        "\(orders[index].id) should get a message, got \(answer)")
            }
        }
        #expect(view.offMainCalls == 0, "a tap's answer reached the view off the main queue")
    }

    // Bullet 4: a tap on a row that no longer exists does nothing.
    @Test func tapOnRowThatNoLongerExistsDoesNothing() async {
        let first = order("first", placed: date(2026, 4, 1), delivered: true)
        let second = order("second", placed: date(2026, 4, 2), delivered: true)
        let (presenter, view, service) = await loaded([first, second])

        // Reload: the list shrinks to one row.
        let beforeReload = view.calls.count
        presenter.viewDidLoad()
        _ = await eventually { service.requestCount == 2 }
        service.reply(.success([first]), to: 1)
        let reloaded = await eventually { view.calls[beforeReload...].contains(where: \.isRows) }
        #expect(reloaded)
        await settle()

        let start = view.calls.count
        for index in [1, 2, -1] {
            presenter.didSelectRow(at: index)
        }
        await settle()
        #expect(view.calls.count == start, "a tap on a row that no longer exists did something: \(view.calls[start...])")

        // The row that still exists does act.
        presenter.didSelectRow(at: 0)
        let acted = await eventually { view.calls.count > start }
        #expect(acted)
        #expect(view.calls.last == .returnFor(first))
    }
}
