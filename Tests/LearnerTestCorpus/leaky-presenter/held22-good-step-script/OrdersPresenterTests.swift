// Tests for OrdersPresenter, written as little scripts.
//
// Every test is a list of steps (`open`, `reply`, `tap`, `sees`, …) played by one small driver.
// The fake service keeps each completion until a step answers it from a background queue; the spy
// view notes every call and whether it ran on the main queue; the clock is fixed by the test.
// Waiting is bounded: the driver yields the main actor a limited number of times, and never sleeps.
import Foundation
import Testing
@testable import OrdersScreen

// MARK: - What the view was told

enum Told: CustomStringConvertible {
    case loading(Bool)
    case rows([OrderRow])
    case message(String)
    case returnOf(Order)

    var description: String {
        switch self {
        case .loading(let on): return "showLoading(\(on))"
        case .rows(let rows): return "show(rows: \(rows.count) rows, delivered \(rows.map(\.isDelivered)), subtitles \(rows.map(\.subtitle)))"
        case .message(let text): return "showMessage(\"\(text)\")"
        case .returnOf(let order): return "showReturn(for: \(order.id))"
        }
    }

    var isEmptyRows: Bool {
        if case .rows(let rows) = self { return rows.isEmpty }
        return false
    }
}

/// What a step expects one call to look like: a name for the report and a test.
struct Look: CustomStringConvertible {
    let description: String
    let matches: (Told) -> Bool

    static func loading(_ on: Bool) -> Look {
        Look(description: "showLoading(\(on))") { if case .loading(on) = $0 { return true } else { return false } }
    }
    /// One row per order, in the service's order (titles and date formats are the presenter's own).
    static func rows(delivered: [Bool]) -> Look {
        Look(description: "show(rows:) with delivered \(delivered)") {
            if case .rows(let rows) = $0 { return rows.map(\.isDelivered) == delivered } else { return false }
        }
    }
    static func rows(count: Int, where test: @escaping ([OrderRow]) -> Bool, _ what: String) -> Look {
        Look(description: "show(rows:) of \(count) rows, \(what)") {
            if case .rows(let rows) = $0 { return rows.count == count && test(rows) } else { return false }
        }
    }
    static var someMessage: Look {
        Look(description: "showMessage(non-empty)") { if case .message(let m) = $0 { return !m.isEmpty } else { return false } }
    }
    static func returnOf(_ id: String) -> Look {
        Look(description: "showReturn(for: \(id))") { if case .returnOf(let o) = $0 { return o.id == id } else { return false } }
    }
}

// MARK: - Seams

enum MainQueueMark {
    static let key = DispatchSpecificKey<UInt8>()
    static let installed: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()
    static var here: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}

/// Kept apart from the spy, so a test can let the spy go and still read what it was told.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(told: Told, onMain: Bool)] = []

    func note(_ told: Told) {
        let onMain = MainQueueMark.here
        lock.lock(); entries.append((told, onMain)); lock.unlock()
    }
    var told: [Told] { lock.lock(); defer { lock.unlock() }; return entries.map(\.told) }
    var offMain: [Told] { lock.lock(); defer { lock.unlock() }; return entries.filter { !$0.onMain }.map(\.told) }
}

final class SpyView: OrdersView {
    nonisolated let recorder: Recorder
    nonisolated init(recorder: Recorder) { self.recorder = recorder }
    nonisolated func show(rows: [OrderRow]) { recorder.note(.rows(rows)) }
    nonisolated func showLoading(_ isLoading: Bool) { recorder.note(.loading(isLoading)) }
    nonisolated func showMessage(_ message: String) { recorder.note(.message(message)) }
    nonisolated func showReturn(for order: Order) { recorder.note(.returnOf(order)) }
}

/// A service that holds every request until the test answers it.
final class HeldService: OrderFetching, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[Order], Error>) -> Void
    private let lock = NSLock()
    private var held: [Completion] = []

    func fetchOrders(completion: @escaping Completion) {
        lock.lock(); held.append(completion); lock.unlock()
    }
    var requestCount: Int { lock.lock(); defer { lock.unlock() }; return held.count }
    func completion(_ index: Int) -> Completion? {
        lock.lock(); defer { lock.unlock() }
        return held.indices.contains(index) ? held[index] : nil
    }
}

final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ start: Date) { current = start }
    var now: Date {
        get { lock.lock(); defer { lock.unlock() }; return current }
        set { lock.lock(); current = newValue; lock.unlock() }
    }
}

struct ServiceDown: Error {}

// MARK: - The script language

enum Reply {
    case orders([Order])
    case failure
    var result: Result<[Order], Error> {
        switch self {
        case .orders(let orders): return .success(orders)
        case .failure: return .failure(ServiceDown())
        }
    }
}

enum Step {
    /// `viewDidLoad()`.
    case open
    /// Answers request `n` (0-based) from a background queue, once it has been made.
    case reply(Int, Reply)
    /// Waits until the service has been asked `n` times in all.
    case requested(Int)
    /// `didSelectRow(at:)`.
    case tap(Int)
    /// Everything the view was told so far, in order, and nothing more once the main queue is idle.
    /// With `clearing`, an empty `show(rows: [])` after `showLoading(false)` is let through.
    case sees([Look], clearing: Bool = false)
    /// Waits for the view's next call after a tap and checks it.
    case answers(Look)
    /// Nothing new reaches the view, even after the main queue ran everything queued.
    case seesNothingNew
    case allOnMain
    case dropView
    case viewIsGone
    case dropPresenter
    case presenterIsGone
}

@MainActor
final class Stage {
    let recorder = Recorder()
    let service = HeldService()
    let clock: Clock
    private var presenter: OrdersPresenter?
    private var view: SpyView?
    private weak var weakPresenter: OrdersPresenter?
    private weak var weakView: SpyView?
    private var seen = 0

    init(now: Date) {
        _ = MainQueueMark.installed
        clock = Clock(now)
        let clock = self.clock
        let presenter = OrdersPresenter(service: service, now: { clock.now })
        let view = SpyView(recorder: recorder)
        presenter.view = view
        self.presenter = presenter
        self.view = view
        weakPresenter = presenter
        weakView = view
    }

    /// Lets the main actor (and the main queue behind it) run, at most `turns` times.
    @discardableResult
    func yield(upTo turns: Int = 4_000, until done: () -> Bool = { false }) async -> Bool {
        for _ in 0..<turns {
            if done() { return true }
            await Task.yield()
        }
        return done()
    }

    func play(_ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) async {
        for (number, step) in steps.enumerated() {
            let ok = await run(step, sourceLocation: sourceLocation)
            if !ok {
                Issue.record("stopped at step \(number + 1) (\(step)); the view was told \(recorder.told)",
                             sourceLocation: sourceLocation)
                return
            }
        }
    }

    private func run(_ step: Step, sourceLocation: SourceLocation) async -> Bool {
        switch step {
        case .open:
            presenter?.viewDidLoad()
            return true
        case .reply(let index, let reply):
            let service = self.service
            guard await yield(until: { service.requestCount > index }), let completion = service.completion(index) else {
                Issue.record("request \(index + 1) never reached the service", sourceLocation: sourceLocation)
                return false
            }
            let result = reply.result
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    completion(result)
                    done.resume()
                }
            }
            return true
        case .tap(let index):
            presenter?.didSelectRow(at: index)
            return true
        case .requested(let count):
            let service = self.service
            let asked = await yield(until: { service.requestCount >= count })
            #expect(asked, "the service was asked \(service.requestCount) times, expected \(count)", sourceLocation: sourceLocation)
            return asked
        case .sees(let looks, let clearing):
            let recorder = self.recorder
            await yield(until: { Self.filtered(recorder.told, clearing: clearing).count >= looks.count })
            await yield(upTo: 100)
            let told = Self.filtered(recorder.told, clearing: clearing)
            seen = recorder.told.count
            let same = told.count == looks.count && zip(told, looks).allSatisfy { $1.matches($0) }
            #expect(same, "expected \(looks), the view was told \(told)", sourceLocation: sourceLocation)
            return same
        case .answers(let look):
            let recorder = self.recorder, before = seen
            await yield(until: { recorder.told.count > before })
            await yield(upTo: 100)
            let new = Array(recorder.told.dropFirst(before))
            seen = recorder.told.count
            let ok = new.count == 1 && look.matches(new[0])
            #expect(ok, "after the tap: expected exactly \(look), the view was told \(new)", sourceLocation: sourceLocation)
            return ok
        case .seesNothingNew:
            await yield(upTo: 300)
            let new = Array(recorder.told.dropFirst(seen))
            #expect(new.isEmpty, "expected nothing new, the view was told \(new)", sourceLocation: sourceLocation)
            return new.isEmpty
        case .allOnMain:
            let off = recorder.offMain
            #expect(off.isEmpty, "called off the main queue: \(off)", sourceLocation: sourceLocation)
            return off.isEmpty
        case .dropView:
            view = nil
            return true
        case .viewIsGone:
            let gone = await yield(upTo: 200, until: { [weak self] in self?.weakView == nil })
            #expect(gone, "the presenter (or something it started) keeps the view alive", sourceLocation: sourceLocation)
            return gone
        case .dropPresenter:
            presenter = nil
            return true
        case .presenterIsGone:
            let gone = await yield(upTo: 200, until: { [weak self] in self?.weakPresenter == nil })
            #expect(gone, "something keeps the presenter alive after its owner let go", sourceLocation: sourceLocation)
            return gone
        }
    }

    /// With `clearing`, drops `show(rows: [])` calls that come after a `showLoading(false)`.
    private static func filtered(_ told: [Told], clearing: Bool) -> [Told] {
        guard clearing else { return told }
        var afterLoadingOff = false
        return told.filter { call in
            if case .loading(let on) = call { afterLoadingOff = !on }
            return !(afterLoadingOff && call.isEmptyRows)
        }
    }
}

// MARK: - Dates, in the user's calendar (the tests run in Europe/Berlin)

enum Day {
    static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
    /// Whole calendar days before `date`, at the same wall-clock time.
    static func days(_ count: Int, before date: Date) -> Date {
        Calendar.current.date(byAdding: .day, value: -count, to: date)!
    }
}

func order(_ id: String, placed: Date, delivered: Bool) -> Order {
    Order(id: id, total: 10, placedAt: placed, isDelivered: delivered)
}

/// Sunday 5 April 2026, 10:00 in Berlin: a week after the clocks went forward.
let aprilMorning = Day.at(2026, 4, 5, 10)

// MARK: - Tests

@MainActor
struct OrdersPresenterTests {

    // Lifetimes

    @Test func theViewIsNotKeptAliveByThePresenter() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([.dropView, .viewIsGone])
    }

    @Test func aViewClosedMidRequestIsFreedAndTheLateReplyDoesNotCrash() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([
            .open,
            .sees([.loading(true)]),
            .dropView,
            .viewIsGone,
            .reply(0, .orders([order("A", placed: aprilMorning, delivered: true)])),
            .seesNothingNew,
        ])
    }

    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([
            .open,
            .sees([.loading(true)]),
            .reply(0, .orders([])),                     // a first load that finished
            .sees([.loading(true), .loading(false), .rows(delivered: [])]),
            .open,                                      // the second one is still waiting
            .sees([.loading(true), .loading(false), .rows(delivered: []), .loading(true)]),
            .requested(2),
            .dropPresenter,
            .presenterIsGone,
            .reply(1, .orders([order("B", placed: aprilMorning, delivered: false)])),
            .seesNothingNew,
        ])
    }

    @Test func aPresenterDroppedRightAfterViewDidLoadIsFreed() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([.open, .dropPresenter, .presenterIsGone])
    }

    // Threading and the order of calls

    @Test func aBackgroundReplyReachesTheViewOnMainInOrder() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([
            .open,
            .sees([.loading(true)]),
            .reply(0, .orders([
                order("A", placed: aprilMorning, delivered: false),
                order("B", placed: Day.days(3, before: aprilMorning), delivered: true),
                order("C", placed: Day.days(40, before: aprilMorning), delivered: true),
                order("D", placed: Day.days(1, before: aprilMorning), delivered: false),
            ])),
            .sees([.loading(true), .loading(false), .rows(delivered: [false, true, true, false])]),
            .allOnMain,
        ])
    }

    @Test func anEmptyListIsASuccessWithoutAMessage() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([
            .open,
            .reply(0, .orders([])),
            .sees([.loading(true), .loading(false), .rows(delivered: [])]),
            .allOnMain,
        ])
    }

    // Failures

    @Test func aFailedFetchStopsLoadingThenShowsAMessage() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([
            .open,
            .sees([.loading(true)]),
            .reply(0, .failure),
            .sees([.loading(true), .loading(false), .someMessage], clearing: true),
            .allOnMain,
        ])
    }

    @Test func everyFailureShowsItsMessageAndARetryCanSucceed() async {
        let stage = Stage(now: aprilMorning)
        await stage.play([
            .open,
            .reply(0, .failure),
            .sees([.loading(true), .loading(false), .someMessage], clearing: true),
            .open,
            .reply(1, .failure),
            .sees([.loading(true), .loading(false), .someMessage,
                   .loading(true), .loading(false), .someMessage], clearing: true),
            .open,
            .reply(2, .orders([order("A", placed: aprilMorning, delivered: true)])),
            .sees([.loading(true), .loading(false), .someMessage,
                   .loading(true), .loading(false), .someMessage,
                   .loading(true), .loading(false), .rows(delivered: [true])], clearing: true),
            .allOnMain,
        ])
    }

    // "Today" is a calendar date, not the last 24 hours

    @Test func lastNightIsNotToday() async {
        let nineAM = Day.at(2026, 4, 5, 9)
        let stage = Stage(now: nineAM)
        await stage.play([
            .open,
            .reply(0, .orders([
                order("late", placed: Day.at(2026, 4, 4, 23), delivered: false),
                order("early", placed: Day.at(2026, 4, 5, 0, 30), delivered: false),
            ])),
            .sees([.loading(true), .loading(false),
                   .rows(count: 2, where: { $0[0].subtitle != "Today" && $0[1].subtitle == "Today" },
                         "yesterday 23:00 not \"Today\", today 00:30 \"Today\"")]),
        ])
    }

    // The return rule, one row of the table per case

    struct ReturnCase: Sendable, CustomTestStringConvertible {
        let name: String
        let daysAgo: Int
        let delivered: Bool
        let returnable: Bool
        var testDescription: String { name }
    }

    nonisolated static let returnTable: [ReturnCase] = [
        ReturnCase(name: "delivered today", daysAgo: 0, delivered: true, returnable: true),
        ReturnCase(name: "delivered 29 days ago, across the clock change", daysAgo: 29, delivered: true, returnable: true),
        ReturnCase(name: "delivered 30 calendar days ago (only 719 hours)", daysAgo: 30, delivered: true, returnable: false),
        ReturnCase(name: "delivered 31 days ago", daysAgo: 31, delivered: true, returnable: false),
        ReturnCase(name: "not delivered, 2 days ago", daysAgo: 2, delivered: false, returnable: false),
        ReturnCase(name: "not delivered, 29 days ago", daysAgo: 29, delivered: false, returnable: false),
    ]

    @Test(arguments: returnTable)
    func onlyDeliveredOrdersYoungerThan30CalendarDaysCanBeReturned(_ row: ReturnCase) async {
        let stage = Stage(now: aprilMorning)
        let filler = order("filler", placed: aprilMorning, delivered: false)
        let target = order("target", placed: Day.days(row.daysAgo, before: aprilMorning), delivered: row.delivered)
        await stage.play([
            .open,
            .reply(0, .orders([filler, target])),
            .sees([.loading(true), .loading(false), .rows(delivered: [false, row.delivered])]),
            .tap(1),
            .answers(row.returnable ? .returnOf("target") : .someMessage),
            .allOnMain,
        ])
    }

    @Test func theRuleReadsTheClockAtTheTap() async {
        // Loaded on 5 April, when the order is 29 days old; tapped two days later, when it is 31.
        let stage = Stage(now: aprilMorning)
        let target = order("target", placed: Day.days(29, before: aprilMorning), delivered: true)
        await stage.play([
            .open,
            .reply(0, .orders([target])),
            .sees([.loading(true), .loading(false), .rows(delivered: [true])]),
        ])
        stage.clock.now = Day.days(-2, before: aprilMorning)
        await stage.play([.tap(0), .answers(.someMessage)])
    }

    // Taps on rows that do not exist

    @Test func aTapOnARowThatNoLongerExistsDoesNothing() async {
        let stage = Stage(now: aprilMorning)
        let fresh = order("fresh", placed: aprilMorning, delivered: true)
        await stage.play([
            .tap(0),                                    // nothing loaded yet
            .seesNothingNew,
            .open,
            .reply(0, .orders([
                fresh,
                order("two", placed: aprilMorning, delivered: true),
                order("three", placed: aprilMorning, delivered: true),
            ])),
            .sees([.loading(true), .loading(false), .rows(delivered: [true, true, true])]),
            .open,                                      // a reload that shortens the list
            .reply(1, .orders([fresh])),
            .sees([.loading(true), .loading(false), .rows(delivered: [true, true, true]),
                   .loading(true), .loading(false), .rows(delivered: [true])]),
            .tap(2),
            .tap(1),
            .tap(-1),
            .seesNothingNew,
            .tap(0),                                    // the row that is still there does act
            .answers(.returnOf("fresh")),
            .allOnMain,
        ])
    }
}
