// Hidden helper: an executable model of the orders screen's contract, written from the briefs
// (stages 1 to 3 and the story), not from any presenter. For every step a user or the world can
// take it says what the user must observe; the checks compare a presenter with it over generated
// sequences of steps (`OrderSequences.swift`), each check comparing only what its rule is about.
//
// The freedoms the briefs grant, stated once, here, and nowhere else:
// - the wording of a message is the presenter's (the same text for a failure and a refusal is
//   fine); only its presence is judged, and after a failed fetch that it is not empty;
// - on a failure, an empty `show(rows: [])` after `showLoading(false)` may come beside the message;
//   if it does, the screen shows no rows afterwards, and a tap acts on nothing; if it does not,
//   the old rows stay, and a tap on one acts on the order it shows or does nothing;
// - while a load is pending, a tap on a row still shown acts on its order or does nothing;
// - a reply to a request that a later `viewDidLoad()` replaced may be shown like any reply or
//   ignored; the reply to the latest request is shown (a service calls each completion once, so
//   no sequence answers a request twice);
// - any hop to the main thread, and any number of main-queue turns before a call arrives (the
//   main queue is drained between steps);
// - "less than 30 calendar days": whole days (`dateComponents([.day])`) and the difference of the
//   two dates are both accepted; a case where they disagree is not judged;
// - a non-"Today" subtitle is the date in any format.
// - setting a new view needs no call; what a presenter tells it before the next reply is not
//   judged (the reply to a request in flight must reach it).
// Nothing else is free: the same call twice is not (the brief says "exactly", "nothing else"), and
// orders placed after `now()` are simply not judged (the briefs never show one).
import Foundation
@testable import OrdersScreen

/// The rule a check holds a presenter to: each judges its own part of a step.
enum OrderRule: String, Sendable {
    case viewIsWeak, fetchDoesNotRetain, mainThread, failureState, today, returnRule, staleIndex, tapOnMainThread
}

/// What the service answers with: a list of the catalogue, or a failure.
enum OrderReply: Equatable, Sendable {
    case orders(Int)
    case failure
}

/// One thing a user, the app or the world does.
enum OrderStep: Equatable, Sendable {
    /// `viewDidLoad()`: the screen loads (again).
    case load
    /// `viewDidLoad()` with a service that answers inside `fetchOrders`, on the main thread.
    case loadAnsweredAtOnce(OrderReply)
    /// The service answers request `k` (0 is the first), from a background queue or the main thread.
    case reply(Int, OrderReply, onMain: Bool)
    /// `didSelectRow(at:)`.
    case tap(Int)
    /// The clock moves on to a moment of the timeline (`OrderTimeline.moments`).
    case clock(Int)
    /// A new view is set on the presenter; the old one stays alive elsewhere.
    case newView
    /// The view closes: nothing else holds it.
    case releaseView
    /// The presenter's owner lets it go.
    case releasePresenter
}

/// What the user must see after a reply, when the presenter shows it.
struct ReplyExpectation: Sendable {
    /// The orders to show, or nil for a failure.
    var orders: [Order]?
    /// The clock's reading when the reply is handled: "Today" is judged against it.
    var now: Date
    /// A stale reply (a later request was made) or a second reply: it may also be ignored.
    var mayBeIgnored: Bool
    /// The reply to a load made after a failure: "loading again works".
    var isRetry: Bool
    /// A new view was set while the request was in flight: the reply goes to it.
    var toNewView = false
}

/// What one step must show, before the presenter's freedoms are resolved by what it did.
enum StepExpectation: Sendable {
    /// No view call at all.
    case nothing
    /// `showLoading(true)` and a new request; with `atOnce`, the reply's calls right after.
    case load(isRetry: Bool, atOnce: ReplyExpectation?)
    /// A reply's calls (none, when the presenter or its view is gone: see `silent`).
    case reply(ReplyExpectation)
    /// A tap on an existing row: one answer about `order`; `returnable` nil where the two fair
    /// readings of "30 calendar days" disagree (or the order is dated after now). While a load is
    /// pending, or after a failure left the old rows on screen, the tap may also do nothing.
    case answer(Order, returnable: Bool?, mayDoNothing: Bool)
    /// A tap the model cannot judge (a new view that has shown no rows yet).
    case unjudged
    /// The view closed: it must be freed.
    case viewFreed
    /// The owner let the presenter go: it must be freed.
    case presenterFreed
}

/// The contract's state: what the screen shows and what the presenter still acts on.
struct OrdersModel: Sendable {
    var now: Date = OrderTimeline.moments[0]
    /// Whether each request has been answered.
    var answered: [Bool] = []
    /// The requests made right after a failure was shown.
    var retries: Set<Int> = []
    /// The requests that were in flight when a new view was set.
    var pendingAtNewView: Set<Int> = []
    /// The orders the screen shows now: a tap acts on these.
    var screen: [Order] = []
    /// Whether the current view has been shown rows (a new view has not).
    var screenKnown = true
    var hasView = true
    var presenterAlive = true
    var lastShownWasFailure = false

    var pending: [Int] { answered.indices.filter { !answered[$0] } }
    /// Whether the presenter can still be driven (taps, loads, a new view).
    var drivable: Bool { presenterAlive && hasView }

    /// What `step` must show, in the state before it.
    func expectation(for step: OrderStep) -> StepExpectation {
        switch step {
        case .load:
            return drivable ? .load(isRetry: isRetryNow, atOnce: nil) : .nothing
        case .loadAnsweredAtOnce(let reply):
            guard drivable else { return .nothing }
            return .load(isRetry: isRetryNow, atOnce: replyExpectation(reply, to: answered.count, isRetry: isRetryNow, stale: false))
        case .reply(let k, let reply, _):
            guard presenterAlive, hasView, answered.indices.contains(k) else { return .nothing }
            let stale = answered[k] || k < answered.count - 1
            return .reply(replyExpectation(reply, to: k, isRetry: retries.contains(k), stale: stale))
        case .tap(let index):
            guard drivable else { return .nothing }
            guard screenKnown else { return .unjudged }
            guard screen.indices.contains(index) else { return .nothing }
            let order = screen[index]
            return .answer(order, returnable: OrderTimeline.returnable(order, now: now), mayDoNothing: !pending.isEmpty || lastShownWasFailure)
        case .clock, .newView:
            return .nothing
        case .releaseView:
            return drivable ? .viewFreed : .nothing
        case .releasePresenter:
            return presenterAlive ? .presenterFreed : .nothing
        }
    }

    private var isRetryNow: Bool { lastShownWasFailure && pending.isEmpty }

    private func replyExpectation(_ reply: OrderReply, to k: Int, isRetry: Bool, stale: Bool) -> ReplyExpectation {
        var orders: [Order]?
        if case .orders(let list) = reply { orders = OrderTimeline.lists[list] }
        return ReplyExpectation(orders: orders, now: now, mayBeIgnored: stale, isRetry: isRetry, toNewView: pendingAtNewView.contains(k))
    }

    /// The state after `step`, given how the presenter used its freedoms: whether it showed the
    /// reply (`shown`) and whether a failure cleared the rows (`cleared`).
    mutating func apply(_ step: OrderStep, shown: Bool = true, cleared: Bool = false) {
        switch step {
        case .load:
            guard drivable else { return }
            if isRetryNow { retries.insert(answered.count) }
            answered.append(false)
        case .loadAnsweredAtOnce(let reply):
            guard drivable else { return }
            if isRetryNow { retries.insert(answered.count) }
            answered.append(true)
            show(reply, cleared: cleared)
        case .reply(let k, let reply, _):
            guard answered.indices.contains(k) else { return }
            answered[k] = true
            if presenterAlive && hasView && shown { show(reply, cleared: cleared) }
        case .tap:
            break
        case .clock(let moment):
            now = max(now, OrderTimeline.moments[moment])
        case .newView:
            guard drivable else { return }
            screenKnown = false
            pendingAtNewView.formUnion(pending)
        case .releaseView:
            hasView = false
        case .releasePresenter:
            presenterAlive = false
        }
    }

    private mutating func show(_ reply: OrderReply, cleared: Bool) {
        switch reply {
        case .orders(let list):
            screen = OrderTimeline.lists[list]
            screenKnown = true
            lastShownWasFailure = false
        case .failure:
            if cleared { screen = []; screenKnown = true }
            lastShownWasFailure = true
        }
    }
}

/// The moments the clock moves through and the orders the service answers with, in the checks'
/// zone (Europe/Berlin): across midnight, both clock changes of 2026 and the 30-day boundary.
enum OrderTimeline {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }()

    static func date(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
    }

    /// In order: the clock only moves forward.
    static let moments: [Date] = [
        date(3, 28, 23, 50), date(3, 29, 0, 10), date(3, 29, 3, 10), date(3, 29, 23, 55),
        date(3, 30, 0, 5), date(4, 27, 10, 0), date(4, 28, 0, 30), date(4, 28, 10, 0),
        date(4, 29, 9, 0), date(10, 25, 0, 30), date(10, 25, 3, 30), date(10, 26, 0, 10),
    ]

    static func order(_ id: String, _ placedAt: Date, delivered: Bool = true) -> Order {
        Order(id: id, total: 12.5, placedAt: placedAt, isDelivered: delivered)
    }

    /// The lists the service answers with. "A-7" is two different orders with the same id (and
    /// so the same title): a row is chosen by its position, not by what it shows.
    static let lists: [[Order]] = [
        [],
        [order("B-1", date(3, 28, 23, 30))],
        [order("C-1", date(3, 28, 10, 0)), order("A-7", date(3, 29, 0, 5)), order("A-7", date(3, 29, 1, 30), delivered: false)],
        [order("D-1", date(3, 29, 12, 0)), order("D-2", date(3, 30, 0, 1)), order("D-3", date(2, 27, 12, 0)), order("D-4", date(3, 28, 23, 30), delivered: false)],
        [order("E-1", date(9, 25, 12, 0)), order("E-2", date(10, 24, 23, 30)), order("E-3", date(10, 25, 1, 0)), order("E-4", date(3, 29, 1, 30))],
        [order("F-1", date(3, 29, 0, 5)), order("F-2", date(3, 28, 10, 0), delivered: false)],
    ]

    /// "Today": the same calendar date as now, on the user's calendar; nil for an order dated
    /// after now (not judged).
    static func isToday(_ order: Order, now: Date) -> Bool? {
        guard order.placedAt <= now else { return nil }
        return calendar.isDate(order.placedAt, inSameDayAs: now)
    }

    /// "Delivered, and less than 30 calendar days old", by both fair readings; nil where they
    /// disagree or the order is dated after now.
    static func returnable(_ order: Order, now: Date) -> Bool? {
        guard order.placedAt <= now else { return nil }
        guard order.isDelivered else { return false }
        let wholeDays = calendar.dateComponents([.day], from: order.placedAt, to: now).day ?? 0
        let dates = calendar.dateComponents([.day], from: calendar.startOfDay(for: order.placedAt), to: calendar.startOfDay(for: now)).day ?? 0
        return (wholeDays < 30) == (dates < 30) ? wholeDays < 30 : nil
    }

    /// "28 March 2026 23:50"
    static func words(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = "January February March April May June July August September October November December".split(separator: " ")
        return "\(parts.day ?? 0) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0) \(String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0))"
    }
}
