// Hidden helper: each check's projection of the model. For one step it compares only what the
// check's rule is about and says, in the learner's words, what differed; everything else in the
// step is some other check's business.
import Foundation
@testable import OrdersScreen

/// What a step showed against what the rule asks for.
struct Difference {
    var saw: String
    var expected: String
    /// Where the wrong call came from, when there is one (see `CallSite`).
    var site: CallSite? = nil
}

struct OrderJudge {
    var rule: OrderRule
    /// The model before the step.
    var model: OrdersModel
    /// The `today` check's judgment of shown rows (it needs the stage-3 row); nil elsewhere.
    var rows: (([CallLog.Entry], ReplyExpectation) -> Difference?)?

    func judge(_ step: OrderStep, _ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        switch rule {
        case .viewIsWeak: return viewIsWeak(expected, observed)
        case .fetchDoesNotRetain: return fetchDoesNotRetain(expected, observed)
        case .mainThread: return mainThread(expected, observed)
        case .failureState: return failureState(expected, observed)
        case .today: return today(expected, observed)
        case .returnRule: return returnRule(expected, observed)
        case .staleIndex: return staleIndex(step, expected, observed)
        case .tapOnMainThread: return tapOnMainThread(step, observed)
        }
    }

    // MARK: Stage 1

    func viewIsWeak(_ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        if case .viewFreed = expected, !observed.freed {
            return Difference(saw: "the view stayed alive", expected: "the view is freed: the presenter holds it weakly, and so does everything it starts")
        }
        if case .reply(let reply) = expected, reply.toNewView, !reply.mayBeIgnored, observed.current.isEmpty {
            return Difference(saw: "the view set while the request was in flight got nothing",
                              expected: "the reply goes to the view the presenter has when it comes: a view set while a request is in flight gets its reply")
        }
        if !observed.others.isEmpty {
            return Difference(saw: "a view that is no longer the presenter's got \(Self.words(observed.others))",
                              expected: "every call goes to the view the presenter has at that moment, through its weak `view`",
                              site: observed.others.first?.site)
        }
        return nil
    }

    func fetchDoesNotRetain(_ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        if case .presenterFreed = expected, !observed.freed {
            return Difference(saw: "the presenter stayed alive", expected: "the presenter is freed: nothing it started or keeps holds it strongly")
        }
        if !model.presenterAlive, !observed.all.isEmpty {
            return Difference(saw: "the view got \(Self.words(observed.all))", expected: "nothing: a reply after the presenter is gone does nothing",
                              site: observed.all.first?.site)
        }
        return nil
    }

    // MARK: Stage 2

    func mainThread(_ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        let kinds = observed.kinds
        switch expected {
        case .load(let isRetry, let atOnce):
            if !isRetry, observed.newRequests != 1 {
                return Difference(saw: "the service was asked \(Self.times(observed.newRequests))", expected: "viewDidLoad() asks the service once, every time",
                                  site: Self.extraRequest(observed))
            }
            if let atOnce, let orders = atOnce.orders {
                if kinds != [.loading(true), .loading(false), .rows(orders.count)] {
                    return Difference(saw: "the view got \(Self.words(observed.current))", expected: "showLoading(true), then showLoading(false), then the \(Self.rows(orders.count))",
                                      site: Self.firstWrong(observed.current, against: [[.loading(true), .loading(false), .rows(orders.count)]]))
                }
            } else if atOnce == nil ? kinds != [.loading(true)] : kinds.first != .loading(true) {
                return Difference(saw: "the view got \(Self.words(observed.current))", expected: "exactly showLoading(true), and nothing else until the reply",
                                  site: Self.firstWrong(observed.current, against: [[.loading(true)]]))
            }
        case .reply(let reply):
            if let orders = reply.orders {
                if kinds != [.loading(false), .rows(orders.count)] && !(reply.mayBeIgnored && kinds.isEmpty) {
                    return Difference(saw: "the view got \(Self.words(observed.current))", expected: "showLoading(false), then the \(Self.rows(orders.count)), and nothing else\(reply.mayBeIgnored ? " (or nothing: a later request replaced this one)" : "")",
                                      site: Self.firstWrong(observed.current, against: [[.loading(false), .rows(orders.count)]]))
                }
            }
        default:
            return nil
        }
        let offMain = observed.all.filter { !$0.onMain }
        if !offMain.isEmpty {
            return Difference(saw: "the view got \(Self.words(offMain)) off the main thread", expected: "every call to the view on the main thread",
                              site: offMain.first?.site)
        }
        return nil
    }

    func failureState(_ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        var calls = observed.current
        let reply: ReplyExpectation
        switch expected {
        case .load(let isRetry, let atOnce):
            if isRetry, observed.newRequests != 1 {
                return Difference(saw: "the service was asked \(Self.times(observed.newRequests))", expected: "loading again after a failure asks the service again, once",
                                  site: Self.extraRequest(observed))
            }
            guard let atOnce else { return nil }
            reply = atOnce
            // The reply's part: from loading off on (what came before it is the load's).
            if let off = calls.firstIndex(where: { $0.call == .loading(false) }) { calls = Array(calls[off...]) }
        case .reply(let answer):
            reply = answer
        default:
            return nil
        }
        // Loading on is main-thread's business, wherever it comes.
        calls.removeAll { $0.call == .loading(true) }
        let kinds = calls.map(\.call)
        if reply.mayBeIgnored && kinds.isEmpty { return nil }
        guard let orders = reply.orders else {
            let allowed: [[ViewCall]] = [[.loading(false), .message], [.loading(false), .rows(0), .message], [.loading(false), .message, .rows(0)]]
            if !allowed.contains(kinds) {
                return Difference(saw: "the view got \(Self.words(calls))", expected: "showLoading(false), then one message (an empty list beside it is fine)\(reply.mayBeIgnored ? ", or nothing: a later request replaced this one" : "")",
                                  site: Self.firstWrong(calls, against: allowed))
            }
            if let empty = calls.first(where: { $0.call == .message && ($0.message ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
                return Difference(saw: "the message was empty", expected: "a message that tells the user what went wrong", site: empty.site)
            }
            return nil
        }
        // After a failure, loading again works; the order of the calls and anything else shown
        // with the rows are main-thread's business.
        guard reply.isRetry || model.lastShownWasFailure else { return nil }
        if !kinds.contains(.loading(false)) || !kinds.contains(.rows(orders.count)) {
            return Difference(saw: "the view got \(Self.words(calls))", expected: "after the failure, loading again works: loading stops and the \(Self.rows(orders.count)) are shown",
                              site: calls.first { $0.call != .loading(false) && $0.call != .rows(orders.count) }?.site)
        }
        return nil
    }

    // MARK: Stage 3

    func today(_ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        let reply: ReplyExpectation
        switch expected {
        case .load(_, let atOnce?): reply = atOnce
        case .reply(let answer): reply = answer
        default: return nil
        }
        guard let orders = reply.orders, let shown = observed.current.last(where: { $0.rows != nil }), shown.rows?.count == orders.count else { return nil }
        return rows?([shown], reply)
    }

    func returnRule(_ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        guard case .answer(let order, let returnable, let mayDoNothing) = expected, let returnable else { return nil }
        let calls = observed.current
        if calls.isEmpty && mayDoNothing { return nil }
        let aboutOthers = calls.contains { $0.order != nil && $0.order != order }
        guard calls.count <= 1, !aboutOthers else { return nil }
        let returned = calls.first?.order == order
        let refused = calls.first?.call == .message
        if returnable && returned || !returnable && refused { return nil }
        return Difference(saw: "the view got \(Self.words(calls))",
                          expected: returnable ? "showReturn(for:) for \(Self.words(order)): it is delivered and less than 30 calendar days old"
                                               : "showMessage(_:) about \(Self.words(order)): \(order.isDelivered ? "it is 30 calendar days old or more" : "it is not delivered")",
                          site: calls.first?.site)
    }

    func staleIndex(_ step: OrderStep, _ expected: StepExpectation, _ observed: ObservedStep) -> Difference? {
        let calls = observed.current
        switch expected {
        case .answer(let order, let returnable, let mayDoNothing):
            if calls.count == 1 && (calls[0].order == order || calls[0].call == .message) { return nil }
            if calls.isEmpty && (returnable != true || mayDoNothing) { return nil }
            // A right first answer and more after it: the first of the rest is the wrong call.
            let wrong = calls.count > 1 && (calls[0].order == order || calls[0].call == .message) ? calls[1] : calls.first
            return Difference(saw: "the view got \(Self.words(calls))", expected: "one answer about the row the screen shows there, \(Self.words(order))",
                              site: wrong?.site)
        case .nothing:
            guard case .tap(let index) = step, model.drivable, !calls.isEmpty else { return nil }
            return Difference(saw: "the view got \(Self.words(calls))", expected: "nothing: the screen shows \(Self.rows(model.screen.count)), so row \(index) does not exist",
                              site: calls.first?.site)
        default:
            return nil
        }
    }

    func tapOnMainThread(_ step: OrderStep, _ observed: ObservedStep) -> Difference? {
        guard case .tap = step else { return nil }
        let offMain = observed.all.filter { !$0.onMain }
        guard !offMain.isEmpty else { return nil }
        return Difference(saw: "the view got \(Self.words(offMain)) off the main thread", expected: "the answer to a tap on the main thread, like every call to the view",
                          site: offMain.first?.site)
    }

    // MARK: Where

    /// The first call that departs from every sequence in `expected` (a call beyond it, or another
    /// in its place): the one to point at. Nil when the calls only fall short of one: a call that
    /// never came has no line.
    static func firstWrong(_ calls: [CallLog.Entry], against expected: [[ViewCall]]) -> CallSite? {
        let matched = expected.map { zip(calls, $0).prefix { $0.0.call == $0.1 }.count }.max() ?? 0
        return matched < calls.count ? calls[matched].site : nil
    }

    /// The request beyond the first a step made, if it made more than one.
    static func extraRequest(_ observed: ObservedStep) -> CallSite? {
        observed.requestSites.count > 1 ? observed.requestSites[1] : nil
    }

    // MARK: Words

    static func words(_ entries: [CallLog.Entry]) -> String {
        entries.isEmpty ? "no call" : entries.map { entry in
            entry.order.map { "showReturn(for: \(words($0)))" } ?? entry.call.description
        }.joined(separator: ", ")
    }

    /// "order A-7 placed 29 March 2026 00:05"
    static func words(_ order: Order) -> String {
        "order \(order.id) (\(order.isDelivered ? "delivered" : "not delivered"), placed \(OrderTimeline.words(order.placedAt)))"
    }

    static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

    static func times(_ count: Int) -> String { count == 0 ? "not at all" : count == 1 ? "once" : "\(count) times" }
}
