// Tests for OrdersPresenter: a spy view, a fake service that keeps its completions, a fixed clock.
import Foundation
import Testing
@testable import OrdersScreen

private let mainKey = DispatchSpecificKey<Bool>()
private let mainKeyInstalled: Bool = {
    DispatchQueue.main.setSpecific(key: mainKey, value: true)
    return true
}()

final class SpyOrdersView: OrdersView, @unchecked Sendable {
    enum Call: Equatable {
        case loading(Bool)
        case rows([OrderRow])
        case message(String)
        case returnOrder(String)
    }

    nonisolated let lock = NSLock()
    nonisolated(unsafe) private var _calls: [Call] = []
    nonisolated(unsafe) private var _offMain = 0

    nonisolated var calls: [Call] { lock.withLock { _calls } }
    nonisolated var callsOffMain: Int { lock.withLock { _offMain } }

    nonisolated private func record(_ call: Call) {
        let onMain = DispatchQueue.getSpecific(key: mainKey) == true
        lock.withLock {
            _calls.append(call)
            if !onMain { _offMain += 1 }
        }
    }

    nonisolated func show(rows: [OrderRow]) { record(.rows(rows)) }
    nonisolated func showLoading(_ isLoading: Bool) { record(.loading(isLoading)) }
    nonisolated func showMessage(_ message: String) { record(.message(message)) }
    nonisolated func showReturn(for order: Order) { record(.returnOrder(order.id)) }
}

final class FakeOrderService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[Order], Error>) -> Void] = []

    var requests: Int { lock.withLock { completions.count } }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.withLock { completions.append(completion) }
    }

    /// Replies to request `index` from a background queue and returns once the completion has run.
    func reply(_ index: Int, with result: Result<[Order], Error>) async {
        let completion = lock.withLock { completions[index] }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                completion(result)
                done.resume()
            }
        }
    }
}

struct FetchFailed: Error {}

private func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}

private func daysBefore(_ days: Int, _ date: Date) -> Date {
    Calendar.current.date(byAdding: .day, value: -days, to: date)!
}

@MainActor
struct OrdersPresenterTests {
    let now = date(2026, 4, 6, 11)   // a week after the clocks went forward in Berlin
    let service = FakeOrderService()
    let view = SpyOrdersView()

    init() { _ = mainKeyInstalled }

    func makePresenter(now fixed: Date? = nil) -> OrdersPresenter {
        let moment = fixed ?? now
        let presenter = OrdersPresenter(service: service, now: { moment })
        presenter.view = view
        return presenter
    }

    /// Lets queued main-queue work run until `condition` holds, at most `limit` turns.
    @discardableResult
    func waitUntil(_ limit: Int = 5_000, _ condition: () -> Bool) async -> Bool {
        for _ in 0..<limit {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    func settle() async {
        for _ in 0..<200 { await Task.yield() }
    }

    func loaded(_ orders: [Order]) async -> OrdersPresenter {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await waitUntil { service.requests == 1 }
        await service.reply(0, with: .success(orders))
        await waitUntil { view.calls.count >= 3 }
        return presenter
    }

    // MARK: lifetimes

    @Test func presenterDoesNotKeepItsViewAlive() async {
        let presenter = OrdersPresenter(service: service, now: { Date() })
        weak var weakView: SpyOrdersView?
        do {
            let temporary = SpyOrdersView()
            weakView = temporary
            presenter.view = temporary
            presenter.viewDidLoad()
        }
        await settle()
        #expect(weakView == nil)
        if service.requests == 1 {
            await service.reply(0, with: .success([]))
            await settle()
        }
    }

    @Test func requestInFlightDoesNotKeepPresenterAlive() async {
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = makePresenter()
            weakPresenter = presenter
            presenter.viewDidLoad()
            await waitUntil { service.requests == 1 }
        }
        await waitUntil(500) { weakPresenter == nil }
        #expect(weakPresenter == nil)
        await service.reply(0, with: .success([Order(id: "late", total: 1, placedAt: now, isDelivered: true)]))
        await settle()
        #expect(!view.calls.contains { if case .rows = $0 { return true } else { return false } })
    }

    // MARK: threading and order

    @Test func backgroundReplyArrivesOnMainInOrder() async {
        let orders = [
            Order(id: "1", total: 5, placedAt: now, isDelivered: false),
            Order(id: "2", total: 7, placedAt: daysBefore(10, now), isDelivered: true),
        ]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await waitUntil { service.requests == 1 }
        await settle()
        #expect(view.calls == [.loading(true)])

        await service.reply(0, with: .success(orders))
        await waitUntil { view.calls.count >= 3 }
        await settle()
        let calls = view.calls
        #expect(calls.count == 3)
        guard calls.count == 3 else { return }
        #expect(calls[0] == .loading(true))
        #expect(calls[1] == .loading(false))
        guard case .rows(let rows) = calls[2] else {
            Issue.record("third call is not show(rows:): \(calls)")
            return
        }
        #expect(rows.map(\.isDelivered) == [false, true])
        #expect(view.callsOffMain == 0)
        _ = presenter
    }

    // MARK: failure

    @Test func failedFetchStopsLoadingAndShowsMessage() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await waitUntil { service.requests == 1 }
        await service.reply(0, with: .failure(FetchFailed()))

        // Poll for the message for up to a second.
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            if view.calls.contains(where: { if case .message = $0 { return true } else { return false } }) { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        await settle()

        let calls = view.calls.filter { $0 != .rows([]) }
        #expect(calls.count == 3)
        guard calls.count == 3 else { return }
        #expect(calls[0] == .loading(true))
        #expect(calls[1] == .loading(false))
        if case .message(let text) = calls[2] {
            #expect(!text.isEmpty)
        } else {
            Issue.record("expected a message after loading off, got \(calls)")
        }
        #expect(view.callsOffMain == 0)
        _ = presenter
    }

    // MARK: returns and taps

    func tapAnswer(placedDaysAgo days: Int, delivered: Bool) async -> SpyOrdersView.Call? {
        let order = Order(id: "X", total: 20, placedAt: daysBefore(days, now), isDelivered: delivered)
        let presenter = await loaded([order])
        let before = view.calls.count
        presenter.didSelectRow(at: 0)
        await waitUntil { view.calls.count > before }
        await settle()
        let after = Array(view.calls.dropFirst(before))
        #expect(after.count == 1)
        #expect(view.callsOffMain == 0)
        return after.first
    }

    @Test func deliveredRecentOrderCanBeReturned() async {
        #expect(await tapAnswer(placedDaysAgo: 29, delivered: true) == .returnOrder("X"))
    }

    @Test func orderThirtyCalendarDaysOldAcrossSummerTimeCannotBeReturned() async {
        // 30 calendar days before 6 April, 11:00 is 7 March, 11:00: only 719 hours.
        let answer = await tapAnswer(placedDaysAgo: 30, delivered: true)
        guard case .message(let text)? = answer else {
            Issue.record("expected a message, got \(String(describing: answer))")
            return
        }
        #expect(!text.isEmpty)
    }

    @Test func undeliveredOrderCannotBeReturned() async {
        let answer = await tapAnswer(placedDaysAgo: 1, delivered: false)
        guard case .message? = answer else {
            Issue.record("expected a message, got \(String(describing: answer))")
            return
        }
    }

    @Test func tapOnARowThatNoLongerExistsDoesNothing() async {
        let a = Order(id: "A", total: 1, placedAt: now, isDelivered: true)
        let b = Order(id: "B", total: 2, placedAt: now, isDelivered: true)
        let presenter = await loaded([a, b])
        presenter.viewDidLoad()
        await waitUntil { service.requests == 2 }
        await service.reply(1, with: .success([a]))
        await waitUntil { view.calls.count >= 6 }
        await settle()
        let before = view.calls.count

        presenter.didSelectRow(at: 1)
        presenter.didSelectRow(at: -1)
        presenter.didSelectRow(at: 5)
        await settle()
        #expect(view.calls.count == before)

        presenter.didSelectRow(at: 0)
        await waitUntil { view.calls.count > before }
        #expect(view.calls.last == .returnOrder("A"))
    }
}
