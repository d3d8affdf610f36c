import Foundation
import Testing
@testable import OrdersScreen

private let onMainQueue = DispatchSpecificKey<String>()

/// A spy that logs each call as a short line, and each line's queue.
@MainActor
final class LoggingView: OrdersView {
    private(set) var log: [String] = []
    private(set) var offMainCalls = 0
    private(set) var lastRows: [OrderRow] = []

    private func record(_ line: String) {
        if DispatchQueue.getSpecific(key: onMainQueue) == nil { offMainCalls += 1 }
        log.append(line)
    }
    func show(rows: [OrderRow]) { lastRows = rows; record("rows \(rows.count)") }
    func showLoading(_ isLoading: Bool) { record(isLoading ? "loading on" : "loading off") }
    func showMessage(_ message: String) { record(message.isEmpty ? "empty message" : "message") }
    func showReturn(for order: Order) { record("return \(order.id)") }
}

struct Offline: Error {}

/// A service that keeps each completion until the test answers it on a background queue.
final class HeldService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[Order], Error>) -> Void] = []

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.lock(); completions.append(completion); lock.unlock()
    }

    var asked: Int { lock.lock(); defer { lock.unlock() }; return completions.count }

    func answerLatest(_ result: Result<[Order], Error>) {
        lock.lock(); let completion = completions.last; lock.unlock()
        DispatchQueue.global(qos: .userInitiated).async { completion?(result) }
    }
}

/// Runs one turn of the main queue, behind whatever is queued on it.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<20_000 {
        if condition() { return true }
        await drainMainQueue()
    }
    return condition()
}

let berlin = Calendar.current

func berlinNoon(_ month: Int, _ day: Int) -> Date {
    berlin.date(from: DateComponents(year: 2026, month: month, day: day, hour: 12))!
}

@MainActor
struct OrdersPresenterTests {
    init() { DispatchQueue.main.setSpecific(key: onMainQueue, value: "main") }

    func loadedScreen(_ orders: [Order], now: Date) async -> (OrdersPresenter, LoggingView, HeldService) {
        let service = HeldService()
        let view = LoggingView()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        presenter.viewDidLoad()
        _ = await eventually { service.asked > 0 }
        service.answerLatest(.success(orders))
        _ = await eventually { view.log.contains("rows \(orders.count)") }
        return (presenter, view, service)
    }

    @Test func viewIsNotKeptAliveByThePresenterOrItsRequest() {
        let service = HeldService()
        let presenter = OrdersPresenter(service: service)
        weak var gone: LoggingView?
        do {
            let view = LoggingView()
            presenter.view = view
            gone = view
            presenter.viewDidLoad()
        }
        #expect(gone == nil, "the presenter (or its request) keeps the view alive")
    }

    @Test func pendingRequestDoesNotKeepThePresenterAlive() async {
        let service = HeldService()
        weak var gone: OrdersPresenter?
        let view = LoggingView()
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            presenter.viewDidLoad()
            gone = presenter
        }
        #expect(gone == nil, "a request in flight keeps the presenter alive")
    }

    @Test func backgroundReplyArrivesOnMainInOrder() async {
        let service = HeldService()
        let view = LoggingView()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view
        presenter.viewDidLoad()
        _ = await eventually { service.asked > 0 && !view.log.isEmpty }
        #expect(view.log == ["loading on"])
        let placed = berlinNoon(4, 1)
        _ = await eventually { service.asked > 0 }
        service.answerLatest(.success([
            Order(id: "1", total: 1, placedAt: placed, isDelivered: false),
            Order(id: "2", total: 2, placedAt: placed, isDelivered: true),
            Order(id: "3", total: 3, placedAt: placed, isDelivered: false),
        ]))
        #expect(await eventually { view.log.count == 3 })
        #expect(view.log == ["loading on", "loading off", "rows 3"])
        #expect(view.lastRows.map(\.isDelivered) == [false, true, false])
        #expect(view.offMainCalls == 0)
    }

    @Test func failedFetchStopsLoadingAndShowsAMessage() async {
        let service = HeldService()
        let view = LoggingView()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view
        presenter.viewDidLoad()
        _ = await eventually { service.asked > 0 }
        service.answerLatest(.failure(Offline()))
        #expect(await eventually { view.log.contains("message") })
        #expect(view.log.first == "loading on")
        let afterOn = view.log.dropFirst()
        #expect(afterOn.first == "loading off")
        #expect(afterOn.filter { $0 == "message" }.count == 1)
        #expect(!afterOn.contains("loading on"))
        #expect(afterOn.allSatisfy { ["loading off", "message", "rows 0"].contains($0) })
        #expect(view.offMainCalls == 0)
    }

    /// (days before 10 April noon, delivered, returnable)
    @Test(arguments: [
        (1, true, true),
        (29, true, true),    // crosses 29 March, 695 hours
        (30, true, false),   // crosses 29 March, only 719 hours, still 30 calendar days
        (31, true, false),
        (3, false, false),
    ])
    func onlyDeliveredOrdersYoungerThan30CalendarDaysCanBeReturned(days: Int, delivered: Bool, returnable: Bool) async {
        let now = berlinNoon(4, 10)
        let placed = berlin.date(byAdding: .day, value: -days, to: now)!
        let (presenter, view, _) = await loadedScreen(
            [Order(id: "X", total: 9, placedAt: placed, isDelivered: delivered)], now: now)
        let before = view.log.count
        presenter.didSelectRow(at: 0)
        #expect(await eventually { view.log.count > before })
        #expect(view.log.last == (returnable ? "return X" : "message"))
        #expect(view.offMainCalls == 0)
    }

    @Test(arguments: [-1, 2, 5])
    func tapOnARowThatDoesNotExistDoesNothing(index: Int) async {
        let placed = berlinNoon(4, 9)
        let (presenter, view, _) = await loadedScreen([
            Order(id: "P", total: 1, placedAt: placed, isDelivered: true),
            Order(id: "Q", total: 1, placedAt: placed, isDelivered: true),
        ], now: berlinNoon(4, 10))
        let before = view.log
        presenter.didSelectRow(at: index)
        presenter.didSelectRow(at: 1)   // a real tap, answered after anything the bad tap caused
        #expect(await eventually { view.log.count > before.count })
        for _ in 0..<50 { await drainMainQueue() }
        #expect(Array(view.log.dropFirst(before.count)) == ["return Q"])
    }

    @Test func tapOnARowAReloadRemovedDoesNothing() async {
        let placed = berlinNoon(4, 9)
        let (presenter, view, service) = await loadedScreen([
            Order(id: "P", total: 1, placedAt: placed, isDelivered: true),
            Order(id: "Q", total: 1, placedAt: placed, isDelivered: true),
        ], now: berlinNoon(4, 10))
        presenter.viewDidLoad()
        _ = await eventually { service.asked > 1 }
        service.answerLatest(.success([Order(id: "R", total: 1, placedAt: placed, isDelivered: true)]))
        #expect(await eventually { view.log.last == "rows 1" })
        let before = view.log.count
        presenter.didSelectRow(at: 1)
        presenter.didSelectRow(at: 0)
        #expect(await eventually { view.log.count > before })
        for _ in 0..<50 { await drainMainQueue() }
        #expect(Array(view.log.dropFirst(before)) == ["return R"])
    }
}
