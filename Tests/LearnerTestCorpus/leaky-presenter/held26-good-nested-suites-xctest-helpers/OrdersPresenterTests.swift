// Your tests for OrdersPresenter: show that it works, without a simulator.
//
// My habits come from XCTest, so the asserts below are tiny XCT-named wrappers around #expect.
// One nested suite per thing the brief asks me to show, tags so I can run one area at a time,
// and a time limit on the whole thing so a hung presenter fails instead of hanging CI.
import Foundation
import Testing
@testable import OrdersScreen

extension Tag {
    @Tag static var memory: Self
    @Tag static var threading: Self
    @Tag static var failure: Self
    @Tag static var returns: Self
}

// MARK: - XCTest-style helpers

func XCTAssertEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
                                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected, Comment(rawValue: message()), sourceLocation: sourceLocation)
}

func XCTAssertTrue(_ condition: Bool, _ message: @autoclosure () -> String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(condition, Comment(rawValue: message()), sourceLocation: sourceLocation)
}

func XCTAssertNil(_ value: AnyObject?, _ message: @autoclosure () -> String = "",
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(value == nil, Comment(rawValue: message()), sourceLocation: sourceLocation)
}

/// Like XCTestExpectation's wait, but with Task.yield and a bound instead of a timeout.
@MainActor
@discardableResult
func waitFor(_ what: String, turns: Int = 100_000, sourceLocation: SourceLocation = #_sourceLocation,
             _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    let met = condition()
    #expect(met, "gave up waiting for: \(what)", sourceLocation: sourceLocation)
    return met
}

/// Lets whatever the presenter queued on the main actor run, for the "nothing happens" checks.
@MainActor
func letMainRun(turns: Int = 300) async {
    for _ in 0..<turns { await Task.yield() }
}

// MARK: - Test doubles

/// Spy view: records every call and whether it came on the main thread. Locked, because a broken
/// presenter may call it from the service's queue.
@MainActor
final class SpyOrdersView: OrdersView {
    enum Call: Equatable {
        case loading(Bool)
        case rows([OrderRow])
        case message(String)
        case returnOffered(Order)
    }

    private let lock = NSLock()
    private var recorded: [Call] = []
    private var threads: [Bool] = []
    var onCall: ((Call) -> Void)?

    var calls: [Call] { lock.withLock { recorded } }
    var everyCallOnMainThread: Bool { lock.withLock { threads.allSatisfy { $0 } } }

    private func record(_ call: Call) {
        let onMain = Thread.isMainThread
        lock.withLock {
            recorded.append(call)
            threads.append(onMain)
        }
        onCall?(call)
    }

    func show(rows: [OrderRow]) { record(.rows(rows)) }
    func showLoading(_ isLoading: Bool) { record(.loading(isLoading)) }
    func showMessage(_ message: String) { record(.message(message)) }
    func showReturn(for order: Order) { record(.returnOffered(order)) }
}

struct Offline: Error {}

/// Fake service: keeps every completion; the test replies from a background queue, like the real one.
final class BackgroundOrderService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[Order], Error>) -> Void] = []
    private var answered = 0

    var requestCount: Int { lock.withLock { completions.count } }
    var answeredCount: Int { lock.withLock { answered } }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.withLock { completions.append(completion) }
    }

    /// Answers the latest request (or the one at `index`) on a global queue.
    func reply(_ result: Result<[Order], Error>, to index: Int? = nil) {
        let completion = lock.withLock { completions[index ?? completions.count - 1] }
        DispatchQueue.global().async {
            completion(result)
            self.lock.withLock { self.answered += 1 }
        }
    }
}

/// A clock the test sets by hand.
final class HandClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ date: Date) { current = date }
    var now: Date {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

// MARK: - Dates (the run is in Europe/Berlin; 29 March 2026 the clocks go forward)

func berlin(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

func daysBefore(_ days: Int, _ date: Date) -> Date {
    Calendar.current.date(byAdding: .day, value: -days, to: date)!
}

/// A week after the change to summer time.
let aprilMorning = berlin(2026, 4, 5, 10, 0)

func order(_ id: String, daysAgo: Int, delivered: Bool, from now: Date = aprilMorning) -> Order {
    Order(id: id, total: 10, placedAt: daysBefore(daysAgo, now), isDelivered: delivered)
}

/// Everything one test needs, made fresh per test.
@MainActor
struct Screen {
    let service = BackgroundOrderService()
    let clock: HandClock
    let view = SpyOrdersView()
    let presenter: OrdersPresenter

    init(now: Date = aprilMorning) {
        let clock = HandClock(now)
        self.clock = clock
        presenter = OrdersPresenter(service: service, now: { clock.now })
        presenter.view = view
    }

    /// viewDidLoad, then waits until the service was asked and the view shows the spinner.
    func load(sourceLocation: SourceLocation = #_sourceLocation) async {
        let asked = service.requestCount
        let loadingOns = view.calls.filter { $0 == .loading(true) }.count
        presenter.viewDidLoad()
        await waitFor("the service to be asked", sourceLocation: sourceLocation) { service.requestCount == asked + 1 }
        await waitFor("showLoading(true)", sourceLocation: sourceLocation) {
            view.calls.filter { $0 == .loading(true) }.count == loadingOns + 1
        }
    }

    /// Loads and answers with these orders; returns once the rows are on screen.
    func loadShowing(_ orders: [Order], sourceLocation: SourceLocation = #_sourceLocation) async {
        await load(sourceLocation: sourceLocation)
        let shown = view.calls.count
        service.reply(.success(orders))
        await waitFor("the rows", sourceLocation: sourceLocation) {
            view.calls.dropFirst(shown).contains { if case .rows = $0 { return true } else { return false } }
        }
    }
}

// MARK: - Tests

@Suite("OrdersPresenter", .timeLimit(.minutes(1)))
@MainActor
struct OrdersPresenterTests {

    // "the presenter does not keep its view alive, and a request in flight does not keep the presenter alive"
    @Suite("Lifetimes", .tags(.memory))
    @MainActor
    struct Lifetimes {
        @Test func viewIsNotKeptAlive() {
            let presenter = OrdersPresenter(service: BackgroundOrderService(), now: { aprilMorning })
            weak var weakView: SpyOrdersView?
            do {
                let view = SpyOrdersView()
                weakView = view
                presenter.view = view
            }
            XCTAssertNil(weakView, "the presenter kept its view alive")
        }

        @Test func viewIsNotKeptAliveByARequestInFlight() async {
            let service = BackgroundOrderService()
            let presenter = OrdersPresenter(service: service, now: { aprilMorning })
            weak var weakView: SpyOrdersView?
            do {
                let view = SpyOrdersView()
                weakView = view
                presenter.view = view
                presenter.viewDidLoad()
                await waitFor("the request") { service.requestCount == 1 }
                await waitFor("showLoading(true)") { view.calls == [.loading(true)] }
            }
            await waitFor("the view to be freed") { weakView == nil }
            XCTAssertNil(weakView, "a request in flight kept the view alive")

            // The late reply must not crash (an unowned view would).
            service.reply(.success([order("A", daysAgo: 1, delivered: true)]))
            await waitFor("the reply") { service.answeredCount == 1 }
            await letMainRun()
            _ = presenter
        }

        @Test func presenterIsNotKeptAliveByARequestInFlight() async {
            let service = BackgroundOrderService()
            let view = SpyOrdersView()
            weak var weakPresenter: OrdersPresenter?
            do {
                let presenter = OrdersPresenter(service: service, now: { aprilMorning })
                weakPresenter = presenter
                presenter.view = view
                presenter.viewDidLoad()
                await waitFor("the request") { service.requestCount == 1 }
                await waitFor("showLoading(true)") { view.calls == [.loading(true)] }
            }
            await waitFor("the presenter to be freed") { weakPresenter == nil }
            XCTAssertNil(weakPresenter, "the request in flight kept the presenter alive")

            service.reply(.success([order("A", daysAgo: 1, delivered: true)]))
            await waitFor("the reply") { service.answeredCount == 1 }
            await letMainRun()
            XCTAssertEqual(view.calls, [.loading(true)], "a presenter that is gone still drew the late reply")
        }

        @Test(arguments: [true, false])
        func presenterIsFreedAfterAReplyWasHandled(succeeded: Bool) async {
            let service = BackgroundOrderService()
            let view = SpyOrdersView()
            weak var weakPresenter: OrdersPresenter?
            do {
                let presenter = OrdersPresenter(service: service, now: { aprilMorning })
                weakPresenter = presenter
                presenter.view = view
                presenter.viewDidLoad()
                await waitFor("the request") { service.requestCount == 1 }
                service.reply(succeeded ? .success([order("A", daysAgo: 2, delivered: true)]) : .failure(Offline()))
                await waitFor("the reply on screen") {
                    view.calls.contains { if case .loading(false) = $0 { return true } else { return false } }
                        && view.calls.count >= 3
                }
            }
            await waitFor("the presenter to be freed") { weakPresenter == nil }
            XCTAssertNil(weakPresenter, "something the presenter kept after the reply holds it")
        }
    }

    // "with the service replying from a background queue, every call to the view arrives on the main
    //  thread, in order: loading on, loading off, rows"
    @Suite("Main thread and order", .tags(.threading))
    @MainActor
    struct MainThreadAndOrder {
        /// (delivered flags, days ago) per order: the rows must come back one per order, in order.
        @Test(arguments: [
            ([true, false, true], [0, 3, 40]),
            ([false, false, true, true], [12, 0, 0, 5]),
            ([true], [1]),
            ([], []),
        ] as [([Bool], [Int])])
        func loadingOnThenOffThenRows(delivered: [Bool], daysAgo: [Int]) async {
            let screen = Screen()
            let orders = zip(delivered, daysAgo).enumerated().map { index, pair in
                order("O-\(index)", daysAgo: pair.1, delivered: pair.0)
            }

            await screen.load()
            XCTAssertEqual(screen.view.calls, [.loading(true)], "before the reply only the spinner")

            screen.service.reply(.success(orders))
            await waitFor("loading off and the rows") { screen.view.calls.count >= 3 }
            await letMainRun()

            let calls = screen.view.calls
            XCTAssertEqual(calls.count, 3, "loading on, loading off, rows and nothing else: \(calls)")
            XCTAssertEqual(Array(calls.prefix(2)), [.loading(true), .loading(false)])
            guard calls.count == 3, case .rows(let rows) = calls[2] else {
                Issue.record("the third call should be the rows: \(calls)")
                return
            }
            XCTAssertEqual(rows.map(\.isDelivered), delivered, "one row per order, in the service's order")
            XCTAssertEqual(rows.map { $0.subtitle == "Today" }, daysAgo.map { $0 == 0 })
            XCTAssertTrue(screen.view.everyCallOnMainThread, "a view call came off the main thread")
        }

        @Test func aTapIsAnsweredOnTheMainThread() async {
            let screen = Screen()
            await screen.loadShowing([order("A", daysAgo: 3, delivered: true), order("B", daysAgo: 3, delivered: false)])
            for index in [0, 1] {
                let before = screen.view.calls.count
                screen.presenter.didSelectRow(at: index)
                await waitFor("the answer to the tap") { screen.view.calls.count > before }
            }
            XCTAssertTrue(screen.view.everyCallOnMainThread, "the answer to a tap came off the main thread")
        }
    }

    // "a failed fetch stops loading and shows a message"
    @Suite("Failure", .tags(.failure))
    @MainActor
    struct Failure {
        @Test func aFailedFetchStopsLoadingThenShowsAMessage() async {
            let screen = Screen()
            await screen.load()
            screen.service.reply(.failure(Offline()))
            await waitFor("a message") { screen.view.calls.contains { if case .message = $0 { return true } else { return false } } }
            await letMainRun()

            let calls = screen.view.calls
            XCTAssertEqual(Array(calls.prefix(2)), [.loading(true), .loading(false)], "loading must stop first: \(calls)")
            let rest = calls.dropFirst(2).filter { $0 != .rows([]) }   // clearing the list is allowed
            guard rest.count == 1, case .message(let text) = rest[rest.startIndex] else {
                Issue.record("after loading off: one message and nothing else, got \(calls)")
                return
            }
            XCTAssertTrue(!text.isEmpty, "the message is empty")
            XCTAssertTrue(screen.view.everyCallOnMainThread, "a failure was shown off the main thread")
        }

        /// Each sequence is one screen's loads in a row: true = success, false = failure.
        @Test(arguments: [[false, false, false], [true, false], [true, false, true, false]])
        func everyFailureEndsLoadingAndShowsItsMessage(outcomes: [Bool]) async {
            let screen = Screen()
            let failures = outcomes.filter { !$0 }.count
            await confirmation("one message per failure", expectedCount: failures) { messageShown in
                screen.view.onCall = { call in
                    if case .message = call { messageShown() }
                }
                for succeeds in outcomes {
                    let start = screen.view.calls.count
                    await screen.load()
                    screen.service.reply(succeeds ? .success([order("A", daysAgo: 1, delivered: true)]) : .failure(Offline()))
                    await waitFor("the reply's calls") {
                        let new = screen.view.calls.dropFirst(start)
                        return new.contains(.loading(false)) && new.contains {
                            switch $0 {
                            case .message: return !succeeds
                            case .rows(let rows): return succeeds && !rows.isEmpty
                            default: return false
                            }
                        }
                    }
                    await letMainRun()
                    let new = Array(screen.view.calls.dropFirst(start))
                    XCTAssertEqual(new.filter { $0 == .loading(false) }.count, 1, "loading off once per reply: \(new)")
                    XCTAssertEqual(new.last == .loading(true), false, "the spinner is left on: \(new)")
                }
                screen.view.onCall = nil
            }
        }
    }

    // "only delivered orders younger than 30 calendar days can be returned (mind the change to summer
    //  time), and a tap on a row that no longer exists does nothing"
    @Suite("Returns and stale rows", .tags(.returns))
    @MainActor
    struct ReturnsAndStaleRows {
        /// 30 calendar days before 5 April 2026 is 6 March: across the clock change only 719 hours.
        @Test(arguments: zip([0, 1, 29, 30, 31, 29, 45], [true, true, true, true, true, false, true]))
        func onlyDeliveredOrdersYoungerThan30CalendarDays(daysAgo: Int, delivered: Bool) async {
            let screen = Screen()
            let placed = order("R", daysAgo: daysAgo, delivered: delivered)
            await screen.loadShowing([order("first", daysAgo: 2, delivered: false), placed, order("last", daysAgo: 2, delivered: false)])

            let before = screen.view.calls.count
            screen.presenter.didSelectRow(at: 1)
            await waitFor("the answer to the tap") { screen.view.calls.count > before }
            await letMainRun()

            let answer = Array(screen.view.calls.dropFirst(before))
            XCTAssertEqual(answer.count, 1, "one answer per tap: \(answer)")
            if delivered && daysAgo < 30 {
                XCTAssertEqual(answer.first, .returnOffered(placed), "\(daysAgo) days, delivered: returnable")
            } else {
                guard case .message? = answer.first else {
                    Issue.record("\(daysAgo) days, delivered \(delivered): not returnable, expected a message, got \(answer)")
                    return
                }
            }
        }

        @Test func the719HourOrderIsThirtyDaysOld() {
            // A guard on my own dates: the interesting order really is less than 720 hours old.
            let placed = daysBefore(30, aprilMorning)
            XCTAssertEqual(aprilMorning.timeIntervalSince(placed) / 3600, 719)
        }

        @Test func theFirstAndTheLastRowAct() async {
            let screen = Screen()
            let first = order("first", daysAgo: 3, delivered: true)
            let last = order("last", daysAgo: 4, delivered: true)
            await screen.loadShowing([first, order("middle", daysAgo: 40, delivered: true), last])
            for (index, expected) in [(0, first), (2, last)] {
                let before = screen.view.calls.count
                screen.presenter.didSelectRow(at: index)
                await waitFor("the answer to row \(index)") { screen.view.calls.count > before }
                XCTAssertEqual(screen.view.calls.last, .returnOffered(expected))
            }
        }

        @Test(arguments: [-1, 3, 4, 100])
        func aTapOutsideTheRowsDoesNothing(index: Int) async {
            let screen = Screen()
            await screen.loadShowing([order("a", daysAgo: 1, delivered: true),
                                      order("b", daysAgo: 1, delivered: true),
                                      order("c", daysAgo: 1, delivered: true)])
            let before = screen.view.calls
            screen.presenter.didSelectRow(at: index)
            await letMainRun()
            XCTAssertEqual(screen.view.calls, before, "a tap on row \(index) of 3 did something")
        }

        @Test func aRowAReloadRemovedDoesNothing() async {
            let screen = Screen()
            await screen.loadShowing([order("a", daysAgo: 1, delivered: true),
                                      order("b", daysAgo: 1, delivered: true),
                                      order("c", daysAgo: 1, delivered: true)])
            await screen.loadShowing([order("only", daysAgo: 1, delivered: true)])

            for index in [1, 2] {
                let before = screen.view.calls
                screen.presenter.didSelectRow(at: index)
                await letMainRun()
                XCTAssertEqual(screen.view.calls, before, "row \(index) is gone after the reload, yet the tap acted")
            }
            let before = screen.view.calls.count
            screen.presenter.didSelectRow(at: 0)
            await waitFor("the answer to the remaining row") { screen.view.calls.count > before }
            XCTAssertEqual(screen.view.calls.last, .returnOffered(order("only", daysAgo: 1, delivered: true)))
        }

        @Test func todayIsTheCalendarDateNotTheLast24Hours() async {
            let justAfterMidnight = berlin(2026, 4, 10, 0, 30)
            let screen = Screen(now: justAfterMidnight)
            await screen.loadShowing([
                Order(id: "late last night", total: 5, placedAt: berlin(2026, 4, 9, 23, 0), isDelivered: false),
                Order(id: "just now", total: 5, placedAt: berlin(2026, 4, 10, 0, 10), isDelivered: false),
            ])
            guard case .rows(let rows)? = screen.view.calls.last else {
                Issue.record("no rows: \(screen.view.calls)")
                return
            }
            XCTAssertEqual(rows.map(\.subtitle).map { $0 == "Today" }, [false, true])
        }
    }
}
