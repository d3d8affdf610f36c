// Tests for OrdersPresenter: a spy view that notes whether each call ran on the main queue, a fake
// service whose completions the test calls itself from a background queue, and a clock fixed by hand.
import Foundation
import Testing
@testable import OrdersScreen

// MARK: - Main queue marker

enum MainQueueMarker {
    static let key = DispatchSpecificKey<Bool>()
    /// Marks the main queue once; read from anywhere with `isOnMainQueue`.
    static let installed: Void = { DispatchQueue.main.setSpecific(key: key, value: true) }()
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}

// MARK: - Doubles

final class SpyOrdersView: OrdersView {
    enum Call: Equatable {
        case loading(Bool)
        case rows([OrderRow])
        case message(String)
        case returnFor(Order)
    }

    private(set) var calls: [Call] = []
    private(set) var offMainCalls = 0

    init() { MainQueueMarker.installed }

    private func record(_ call: Call) {
        if !MainQueueMarker.isOnMainQueue { offMainCalls += 1 }
        calls.append(call)
    }

    func show(rows: [OrderRow]) { record(.rows(rows)) }
    func showLoading(_ isLoading: Bool) { record(.loading(isLoading)) }
    func showMessage(_ message: String) { record(.message(message)) }
    func showReturn(for order: Order) { record(.returnFor(order)) }

    var lastRows: [OrderRow]? {
        for call in calls.reversed() { if case .rows(let rows) = call { return rows } }
        return nil
    }
    var messages: [String] { calls.compactMap { if case .message(let m) = $0 { return m } else { return nil } } }
    var returns: [Order] { calls.compactMap { if case .returnFor(let o) = $0 { return o } else { return nil } } }
}

final class FakeOrderService: OrderFetching, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[Order], Error>) -> Void
    private let lock = NSLock()
    private var completions: [Completion] = []

    var requestCount: Int { lock.withLock { completions.count } }

    func fetchOrders(completion: @escaping Completion) {
        lock.withLock { completions.append(completion) }
    }

    /// Answers request `index` from a background queue, like the real service.
    func answerFromBackground(_ index: Int, with result: Result<[Order], Error>) {
        let completion = lock.withLock { completions[index] }
        DispatchQueue.global().async { completion(result) }
    }
}

final class FixedClock: @unchecked Sendable {
    var now: Date
    init(_ now: Date) { self.now = now }
}

struct FetchFailed: Error {}

// MARK: - Helpers

/// Date on the user's calendar (the tests run in Europe/Berlin).
func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

func order(_ id: String, placed: Date, delivered: Bool) -> Order {
    Order(id: id, total: 10, placedAt: placed, isDelivered: delivered)
}

/// Yields to the main queue until `condition` holds, at most about five seconds (never sleeps).
@MainActor
@discardableResult
func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while !condition() && ContinuousClock.now < deadline {
        await Task.yield()
    }
    return condition()
}

/// Lets queued main-queue work run, for steps after which nothing should happen.
@MainActor
func drainMainQueue() async {
    for _ in 0..<300 { await Task.yield() }
}

// MARK: - Tests

@MainActor
struct OrdersPresenterTests {
    let service = FakeOrderService()
    let clock = FixedClock(date(2026, 4, 10, 12))
    let view = SpyOrdersView()
    let presenter: OrdersPresenter

    init() {
        let clock = clock
        presenter = OrdersPresenter(service: service, now: { clock.now })
        presenter.view = view
    }

    /// Loads `orders` and waits until their rows are on screen.
    func load(_ orders: [Order]) async {
        let before = service.requestCount
        let rowsBefore = view.calls.filter { if case .rows = $0 { return true } else { return false } }.count
        presenter.viewDidLoad()
        #expect(await waitUntil { service.requestCount == before + 1 })
        service.answerFromBackground(before, with: .success(orders))
        #expect(await waitUntil {
            view.calls.filter { if case .rows = $0 { return true } else { return false } }.count == rowsBefore + 1
        })
    }

    // MARK: lifetimes

    @Test func thePresenterDoesNotKeepItsViewAlive() {
        weak var weakView: SpyOrdersView?
        do {
            let spy = SpyOrdersView()
            weakView = spy
            presenter.view = spy
        }
        #expect(weakView == nil)
    }

    @Test func aRequestInFlightKeepsNeitherTheViewNorThePresenterAlive() async {
        let service = FakeOrderService()
        weak var weakView: SpyOrdersView?
        weak var weakPresenter: OrdersPresenter?
        do {
            let spy = SpyOrdersView()
            let presenter = OrdersPresenter(service: service, now: { date(2026, 4, 10) })
            presenter.view = spy
            weakView = spy
            weakPresenter = presenter
            presenter.viewDidLoad()
            #expect(await waitUntil { service.requestCount == 1 })
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)

        // The late reply must not crash.
        service.answerFromBackground(0, with: .success([order("late", placed: date(2026, 4, 9), delivered: true)]))
        await drainMainQueue()
    }

    @Test func aPresenterWhoseViewWentAwayShowsNothingLater() async {
        weak var weakView: SpyOrdersView?
        do {
            let spy = SpyOrdersView()
            weakView = spy
            presenter.view = spy
            presenter.viewDidLoad()
            #expect(await waitUntil { service.requestCount == 1 })
        }
        #expect(weakView == nil)
        service.answerFromBackground(0, with: .failure(FetchFailed()))
        await drainMainQueue()
        #expect(view.calls.isEmpty)
    }

    // MARK: threading and order

    @Test func aBackgroundReplyReachesTheViewOnTheMainQueueInOrder() async {
        let orders = [
            order("A-1", placed: date(2026, 4, 10, 9), delivered: false),
            order("A-2", placed: date(2026, 4, 1), delivered: true),
            order("A-3", placed: date(2026, 3, 2), delivered: true),
        ]
        presenter.viewDidLoad()
        #expect(await waitUntil { service.requestCount == 1 && !view.calls.isEmpty })
        await drainMainQueue()
        #expect(view.calls == [.loading(true)], "before the reply: loading on, nothing else")

        service.answerFromBackground(0, with: .success(orders))
        #expect(await waitUntil { view.lastRows != nil })
        await drainMainQueue()

        #expect(view.calls.count == 3)
        #expect(view.calls.first == .loading(true))
        #expect(view.calls.dropFirst().first == .loading(false))
        let rows = view.lastRows ?? []
        #expect(rows.count == 3)
        #expect(rows.map(\.isDelivered) == [false, true, true])
        #expect(rows.map { $0.subtitle == "Today" } == [true, false, false])
        #expect(view.messages.isEmpty)
        #expect(view.offMainCalls == 0)
    }

    @Test func anEmptyReplyIsASuccessWithNoRows() async {
        presenter.viewDidLoad()
        #expect(await waitUntil { service.requestCount == 1 })
        service.answerFromBackground(0, with: .success([]))
        #expect(await waitUntil { view.lastRows != nil })
        await drainMainQueue()
        #expect(view.calls == [.loading(true), .loading(false), .rows([])])
        #expect(view.offMainCalls == 0)
    }

    // MARK: failure

    @Test func aFailedFetchStopsLoadingAndShowsAMessage() async {
        presenter.viewDidLoad()
        #expect(await waitUntil { service.requestCount == 1 })
        service.answerFromBackground(0, with: .failure(FetchFailed()))
        #expect(await waitUntil { view.messages.count == 1 })
        await drainMainQueue()

        #expect(view.calls.first == .loading(true))
        let loadingOff = view.calls.firstIndex(of: .loading(false))
        let message = view.calls.firstIndex { if case .message = $0 { return true } else { return false } }
        #expect(loadingOff != nil)
        if let loadingOff, let message { #expect(loadingOff < message) }
        #expect(view.messages.count == 1)
        #expect(view.messages.allSatisfy { !$0.isEmpty })
        // Beside the message, only an empty list (clearing old rows) is allowed.
        let others = view.calls.dropFirst(2).filter { if case .message = $0 { return false } else { return true } }
        #expect(others.allSatisfy { $0 == .rows([]) })
        #expect(view.offMainCalls == 0)
    }

    @Test func everyFailureShowsItsMessageAlsoAfterASuccess() async {
        await load([order("B-1", placed: date(2026, 4, 2), delivered: true)])
        for attempt in 1...2 {
            presenter.viewDidLoad()
            #expect(await waitUntil { service.requestCount == attempt + 1 })
            service.answerFromBackground(attempt, with: .failure(FetchFailed()))
            #expect(await waitUntil { view.messages.count == attempt })
        }
        await drainMainQueue()
        #expect(view.messages.count == 2)
        #expect(view.calls.filter { $0 == .loading(false) }.count == 3)
        #expect(view.offMainCalls == 0)
    }

    // MARK: the return rule

    /// `placedDaysAgo` calendar days before 10 April 2026, noon: the span crosses 29 March,
    /// when the clocks go forward in Berlin.
    @Test(arguments: [
        (1, true, true),
        (20, true, true),
        (29, true, true),   // 695 hours: still returnable
        (30, true, false),  // only 719 hours, but 30 calendar days: too old
        (31, true, false),
        (45, true, false),
        (1, false, false),  // not delivered
        (29, false, false),
    ])
    func onlyDeliveredOrdersYoungerThanThirtyCalendarDaysCanBeReturned(placedDaysAgo: Int, delivered: Bool, returnable: Bool) async {
        let placed = Calendar.current.date(byAdding: .day, value: -placedDaysAgo, to: clock.now)!
        let tapped = order("R-\(placedDaysAgo)", placed: placed, delivered: delivered)
        await load([tapped])
        let before = view.calls.count

        presenter.didSelectRow(at: 0)
        #expect(await waitUntil { view.calls.count > before })
        await drainMainQueue()

        let answer = Array(view.calls.dropFirst(before))
        #expect(answer.count == 1)
        if returnable {
            #expect(answer == [.returnFor(tapped)])
        } else {
            #expect(view.returns.isEmpty)
            #expect(view.messages.count == 1)
        }
        #expect(view.offMainCalls == 0)
    }

    @Test func theFirstAndTheLastRowAct() async {
        let first = order("F", placed: date(2026, 4, 5), delivered: true)
        let middle = order("M", placed: date(2026, 4, 5), delivered: false)
        let last = order("L", placed: date(2026, 4, 6), delivered: true)
        await load([first, middle, last])

        presenter.didSelectRow(at: 0)
        #expect(await waitUntil { view.returns.count == 1 })
        presenter.didSelectRow(at: 2)
        #expect(await waitUntil { view.returns.count == 2 })
        #expect(view.returns == [first, last])
    }

    @Test(arguments: [-1, 2, 3, 100])
    func aTapOnARowThatDoesNotExistDoesNothing(index: Int) async {
        await load([
            order("X", placed: date(2026, 4, 8), delivered: true),
            order("Y", placed: date(2026, 4, 8), delivered: true),
        ])
        let before = view.calls.count
        presenter.didSelectRow(at: index)
        await drainMainQueue()
        #expect(view.calls.count == before)
    }

    @Test func aTapOnARowAReloadRemovedDoesNothing() async {
        await load([
            order("1", placed: date(2026, 4, 8), delivered: true),
            order("2", placed: date(2026, 4, 8), delivered: true),
            order("3", placed: date(2026, 4, 8), delivered: true),
        ])
        await load([order("only", placed: date(2026, 4, 8), delivered: true)])
        let before = view.calls.count

        presenter.didSelectRow(at: 2)
        presenter.didSelectRow(at: 1)
        await drainMainQueue()
        #expect(view.calls.count == before)

        presenter.didSelectRow(at: 0)
        #expect(await waitUntil { view.returns.count == 1 })
        #expect(view.returns.first?.id == "only")
    }

    @Test func anOrderFromLastNightIsNotToday() async {
        clock.now = date(2026, 4, 10, 9)
        await load([
            order("late", placed: date(2026, 4, 9, 23), delivered: false),
            order("early", placed: date(2026, 4, 10, 0, 30), delivered: false),
        ])
        #expect(view.lastRows?.map(\.subtitle).first != "Today")
        #expect(view.lastRows?.map(\.subtitle).last == "Today")
    }
}
