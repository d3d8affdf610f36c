// Hidden helper: plays generated sequences of steps on a real presenter and on the model
// (`OrdersModel.swift`), and compares, step by step, the part of what the user observes that one
// check's rule is about. Written against the stage-1 contract only (init(service:), a weak view,
// viewDidLoad()), so the stage-1 and stage-2 checks build on a presenter that has no taps or clock
// yet: the checks that need them pass their own `make` and `tap`.
import Foundation
import Testing
@testable import OrdersScreen

/// Keeps every completion, answers request `k` when the sequence says so (from a background
/// queue or the main thread, as often as it is told), or inside `fetchOrders` when armed.
final class ScriptedOrderService: OrderFetching, @unchecked Sendable {
    private static let queue = DispatchQueue(label: "kata.scripted-replies")
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[Order], Error>) -> Void] = []
    /// Where each request was made, while the harness records it (see `CallSite`).
    private var sites: [CallSite?] = []
    private var atOnce: Result<[Order], Error>?

    /// Bumped at every request (see `Activity`).
    let activity: Activity

    init(activity: Activity) { self.activity = activity }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        let site = CallSite.here()
        let immediate: Result<[Order], Error>? = lock.withLock {
            completions.append(completion)
            sites.append(site)
            defer { atOnce = nil }
            return atOnce
        }
        activity.bump()
        if let immediate { completion(immediate) }
    }

    var requests: Int { lock.withLock { completions.count } }

    /// Where the requests from the `start`-th on were made.
    func sites(from start: Int) -> [CallSite?] { lock.withLock { Array(sites.dropFirst(start)) } }

    /// The next request is answered inside the call, on the thread that asks.
    func answerNextAtOnce(with result: Result<[Order], Error>) { lock.withLock { atOnce = result } }

    /// Answers request `k` and returns once its completion has returned.
    @MainActor
    func reply(_ k: Int, with result: Result<[Order], Error>, onMain: Bool) async {
        guard let completion = lock.withLock({ completions.indices.contains(k) ? completions[k] : nil }) else { return }
        if onMain { completion(result); return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Self.queue.async {
                completion(result)
                done.resume()
            }
        }
    }
}

/// How long a step waits for calls it expects: a correct presenter's calls arrive within a few
/// turns, or a little later when it hops through another thread, and each call wakes the wait
/// (the world's `activity`), so no clock decides whether it came. Every check waits for every call
/// a correct presenter makes (the main queue is drained between steps, whatever the hop), so no
/// call is seen in a later step than its own. When a wait runs out, the calls never came: the check
/// whose rule judges them says so; every other check stops following that sequence, and its later
/// waits are short, so a presenter that never answers does not make the checks hang. Calls that
/// may or may not come (a stale reply may be ignored) are waited for patiently the first time;
/// what the presenter did then sets how long later ones wait. The wall-clock bounds left (300 ms
/// for a judged call, 100 ms to learn a freedom) are spent only when calls never come (a wrong
/// presenter's, or a freedom not taken): a correct presenter's call ends the wait the moment it
/// arrives, so only a hop delayed by more than the bound could be misjudged.
@MainActor
final class Patience {
    /// Whether waits for calls this check's rule judges are still long (a timeout there is its
    /// failure, so later ones need not be).
    private var patientJudged = true
    /// The same for calls other rules judge: a timeout there is another check's failure, and
    /// this one only stops following the sequence.
    private var patientOthers = true
    /// What the presenter did with a freedom, learned once per check. Everything here belongs to
    /// one check: a verdict never depends on which other checks ran in the same process, or
    /// whether they ran side by side.
    private var showsMaybe: [String: Bool] = [:]

    /// What the presenter of the sequence being played did (its views' calls and its requests).
    var activity = Activity()

    /// Waits until `condition` holds: some main turns, then (while patient) until the calls come,
    /// woken by each (see `waitFor`); `milliseconds` bounds only a wait for calls that never come.
    func wait(judged: Bool = true, milliseconds: UInt64 = 300, learning: Bool = true, _ condition: () -> Bool) async -> Bool {
        for turn in 0..<12 {
            if condition() { return true }
            if turn % 4 == 3 { await mainTurn() } else { await Task.yield() }
        }
        let patient = judged ? patientJudged : patientOthers
        let bound = patient ? (judged ? milliseconds : min(milliseconds, 100)) : 1
        if await waitFor(activity, turns: 0, within: bound * 1_000_000, condition) { return true }
        if learning {
            if judged { patientJudged = false } else { patientOthers = false }
        }
        return false
    }

    /// Waits for calls the contract allows but does not require, of a `kind` (a stale reply, a
    /// tap while a load is pending); true when they came.
    func waitMaybe(_ kind: String, judged: Bool, _ condition: () -> Bool) async -> Bool {
        switch showsMaybe[kind] {
        case true?: return await wait(judged: judged, condition)
        case false?:
            await yieldTurns(2)
            return condition()
        case nil:
            let shown = await wait(judged: judged, milliseconds: 100, learning: false, condition)
            showsMaybe[kind] = shown
            return shown
        }
    }

    /// Whether a load has ever gone without its request in this check: a presenter that does
    /// not ask when told to load is wrong in one rule (the load's), and every other check only
    /// stops following such a sequence, so later waits for a request are short.
    private var requestsRanOut = false

    /// Waits for a load's request.
    func waitForRequest(_ condition: () -> Bool) async {
        if requestsRanOut {
            for _ in 0..<12 where !condition() { await Task.yield() }
            return
        }
        if await wait(learning: false, condition) == false { requestsRanOut = true }
    }
}

/// What one step did, as the user sees it.
struct ObservedStep {
    /// New calls to the view the presenter has now.
    var current: [CallLog.Entry]
    /// New calls to views replaced earlier (or closed but still alive).
    var others: [CallLog.Entry]
    var newRequests: Int
    /// Where each new request was made (while the harness records it).
    var requestSites: [CallSite?] = []
    /// For a release: whether the view or presenter was freed.
    var freed = true
    /// Whether every call a correct presenter makes in this step arrived.
    var complete = true

    var all: [CallLog.Entry] { current + others }
    var kinds: [ViewCall] { current.map(\.call) }
}

/// A screen under test: the presenter, its view, the service and the clock.
@MainActor
final class OrdersWorld {
    /// Bumped by every call of its views and every request (see `Activity`).
    let activity = Activity()
    let service: ScriptedOrderService
    let clock = MovingClock(OrderTimeline.moments[0])
    private(set) var presenter: OrdersPresenter?
    weak var weakPresenter: OrdersPresenter?
    private(set) var view: OrdersViewSpy?
    private var oldViews: [OrdersViewSpy] = []
    weak var closedView: OrdersViewSpy?
    let tap: ((OrdersPresenter, Int) -> Void)?

    init(make: (OrderFetching, @escaping () -> Date) -> OrdersPresenter, tap: ((OrdersPresenter, Int) -> Void)?) {
        service = ScriptedOrderService(activity: activity)
        let clock = clock
        let presenter = make(service, { clock.now() })
        let view = OrdersViewSpy(activity: activity)
        presenter.view = view
        self.presenter = presenter
        self.weakPresenter = presenter
        self.view = view
        self.tap = tap
    }

    private var watched: [OrdersViewSpy] { oldViews + [closedView].compactMap { $0 } }

    /// Takes `step`, then waits for what `expected` says must come.
    func perform(_ step: OrderStep, expected: StepExpectation, model: OrdersModel, rule: OrderRule, patience: Patience) async -> ObservedStep {
        if case .releaseView = step {
            // Before anything here takes a reference to it.
            closedView = view
            view = nil
        }
        let current = view
        let before = current?.log.all.count ?? 0
        let others = watched
        let othersBefore = others.map { $0.log.all.count }
        let requestsBefore = service.requests
        var freed = true
        switch step {
        case .load:
            presenter?.viewDidLoad()
        case .loadAnsweredAtOnce(let reply):
            service.answerNextAtOnce(with: Self.result(reply))
            presenter?.viewDidLoad()
        case .reply(let k, let reply, let onMain):
            await service.reply(k, with: Self.result(reply), onMain: onMain)
        case .tap(let index):
            if let presenter, let tap { tap(presenter, index) }
        case .clock(let moment):
            clock.move(to: max(clock.now(), OrderTimeline.moments[moment]))
        case .newView:
            if let current, let presenter {
                oldViews.append(current)
                let fresh = OrdersViewSpy(activity: activity)
                view = fresh
                presenter.view = fresh
            }
        case .releaseView:
            break
        case .releasePresenter:
            presenter = nil
        }
        let calls = { (current?.log.all.count ?? 0) - before + zip(others, othersBefore).reduce(0) { $0 + $1.0.log.all.count - $1.1 } }
        // Only the calls this check's rule needs are waited for; calls beyond the expected ones
        // show up in the next step.
        let judged = rule.judgesCalls(of: expected)
        var complete = true
        switch expected {
        case .load:
            await patience.waitForRequest { service.requests > requestsBefore }
            complete = await patience.wait(judged: judged) { calls() >= expected.calls }
        case .reply(let reply) where reply.mayBeIgnored:
            _ = await patience.waitMaybe(step.isSecondReply(in: model) ? "again" : "stale", judged: judged) { calls() >= 2 }
        case .reply:
            complete = await patience.wait(judged: judged) { calls() >= 2 }
        case .answer(_, let returnable, let mayDoNothing):
            if mayDoNothing {
                _ = await patience.waitMaybe(model.pending.isEmpty ? "tap after a failure" : "tap while loading", judged: judged) { calls() >= 1 }
            } else {
                // A refusal may be silent in a wrong presenter only: return-rule's business.
                complete = await patience.wait(judged: judged || returnable == false, milliseconds: 100) { calls() >= 1 }
            }
        case .viewFreed:
            freed = await patience.wait(milliseconds: 40) { closedView == nil }
        case .presenterFreed:
            freed = await patience.wait(milliseconds: 40) { weakPresenter == nil }
        case .nothing, .unjudged:
            // A tap that must do nothing, or a reply after the presenter or its view is gone:
            // one turn for a wrong answer sent through the main queue, where a rule judges it.
            switch step {
            case .tap where rule == .staleIndex: await yieldTurns(1)
            case .reply where rule == .fetchDoesNotRetain || rule == .viewIsWeak: await yieldTurns(1)
            default: break
            }
        }
        return ObservedStep(
            current: Array((current?.log.all ?? []).dropFirst(before)),
            others: zip(others, othersBefore).flatMap { Array($0.0.log.all.dropFirst($0.1)) },
            newRequests: service.requests - requestsBefore, requestSites: service.sites(from: requestsBefore), freed: freed, complete: complete)
    }

    static func result(_ reply: OrderReply) -> Result<[Order], Error> {
        switch reply {
        case .orders(let list): return .success(OrderTimeline.lists[list])
        case .failure: return .failure(FakeFailure())
        }
    }
}

/// Plays sequences for one check: generates them, plays them on a fresh world and model, and
/// judges each step by the check's rule.
@MainActor
struct OrderSequences {
    var rule: OrderRule
    var make: (OrderFetching, @escaping () -> Date) -> OrdersPresenter = { service, _ in OrdersPresenter(service: service) }
    var tap: ((OrdersPresenter, Int) -> Void)?
    /// The `today` check's judgment of shown rows.
    var rows: (([CallLog.Entry], ReplyExpectation) -> Difference?)?
    let patience = Patience()

    /// Plays the scenarios, then the generated sequences; records one issue for the first failure.
    func check(_ ruleText: String, scenarios: [[OrderStep]], budget: SequenceBudget = SequenceBudget(seeds: 1...24, maxSteps: 10, shrinkPlays: 40)) async {
        await processZone.together {
            await checkSequences(ruleText, scenarios: scenarios, budget: budget,
                                 next: { generator, steps in nextStep(&generator, after: steps) },
                                 describe: Self.describe, simplify: Self.withoutOneLoad, play: play)
        }
    }

    /// Shorter sequences for shrinking: one load taken out with the replies to its request, and
    /// the later requests renumbered (removing a load alone leaves "request 4" naming nothing).
    static func withoutOneLoad(_ steps: [OrderStep]) -> [[OrderStep]] {
        var trials: [[OrderStep]] = []
        var request = 0
        for (index, step) in steps.enumerated() {
            switch step {
            case .load, .loadAnsweredAtOnce: break
            default: continue
            }
            let removed = request
            request += 1
            trials.append(steps.enumerated().compactMap { other, step in
                guard other != index else { return nil }
                guard case let .reply(k, reply, onMain) = step else { return step }
                if k == removed { return nil }
                return k > removed ? .reply(k - 1, reply, onMain: onMain) : step
            })
        }
        return trials
    }

    /// One sequence, step by step; the first step whose observation breaks the rule.
    func play(_ steps: [OrderStep]) async -> Mismatch? {
        let world = OrdersWorld(make: make, tap: tap)
        patience.activity = world.activity
        var model = OrdersModel()
        defer { withExtendedLifetime(world) {} }
        for (index, step) in steps.enumerated() {
            let expected = model.expectation(for: step)
            let observed = await world.perform(step, expected: expected, model: model, rule: rule, patience: patience)
            let judge = OrderJudge(rule: rule, model: model, rows: rows)
            // A load that asked the service other than once is the business of the rule that
            // judges that load's requests; the others cannot follow the requests any more.
            if case .load(let isRetry, _) = expected, observed.newRequests != 1 {
                guard rule == (isRetry ? .failureState : .mainThread), let found = judge.judge(step, expected, observed) else { return nil }
                return Mismatch(step: index, saw: found.saw, expected: found.expected, site: found.site)
            }
            if let found = judge.judge(step, expected, observed) {
                return Mismatch(step: index, saw: found.saw, expected: found.expected, site: found.site)
            }
            // Calls that never came, in a step this rule does not judge: some other check's
            // failure; this one cannot follow the sequence any more.
            if !observed.complete { return nil }
            let shown = !observed.current.isEmpty
            let cleared = observed.current.contains { $0.call == .rows(0) }
            model.apply(step, shown: shown, cleared: cleared)
        }
        return nil
    }

    /// The next step of a generated sequence, weighted towards the interleavings where mistakes
    /// hide: a reload while one is pending, a failure after a success, a tap after a reload, the
    /// clock moving between a load and its reply, a new view mid-load.
    func nextStep(_ generator: inout SeededGenerator, after steps: [OrderStep]) -> OrderStep? {
        var model = OrdersModel()
        for step in steps { model.apply(step) }
        let pending = model.pending
        let reply = { (generator: inout SeededGenerator) -> OrderReply in
            generator.chance(failurePercent) ? .failure : .orders(generator.int(in: 0...(OrderTimeline.lists.count - 1)))
        }
        guard model.drivable else {
            guard let latest = pending.last else { return nil }
            return .reply(generator.chance(70) ? latest : pending[generator.int(in: 0...(pending.count - 1))], reply(&generator), onMain: rule == .mainThread && generator.chance(50))
        }
        let moment = OrderTimeline.moments.lastIndex { $0 <= model.now } ?? 0
        let clockWeight = moment < OrderTimeline.moments.count - 1 ? (rule == .today || rule == .returnRule ? 16 : 6) : 0
        let tapWeight = tap == nil ? 0 : (model.screen.isEmpty ? (rule == .staleIndex ? 10 : 0) : 24)
        // The return rule's sequences load once: what a tap acts on after a reload is the
        // stale-index check's business (a message does not say which order it is about).
        let loadWeight = rule == .returnRule && !model.answered.isEmpty ? 0 : (steps.isEmpty ? 40 : (pending.isEmpty ? 22 : 14))
        let choices: [(Int, Int)] = [
            (loadWeight, 0),                                        // load
            (rule == .mainThread ? 8 : 0, 1),                       // load answered inside the call
            (pending.isEmpty || (rule == .returnRule && pending.last != model.answered.count - 1) ? 0 : 30, 2), // reply to the latest pending request
            (pending.count > 1 && rule != .returnRule ? 10 : 0, 3), // reply to an older request
            (tapWeight, 5),
            (clockWeight, 6),
            (rule == .viewIsWeak ? 10 : 0, 7),                      // a new view
            (rule == .viewIsWeak ? 6 : 0, 8),                       // the view closes
            (rule == .fetchDoesNotRetain ? 8 : 0, 9),               // the owner lets go
        ]
        // Nothing this check's sequences take is left (the return rule's, after its one load).
        guard choices.contains(where: { $0.0 > 0 }) else { return nil }
        let choice = generator.weighted(choices)
        switch choice {
        case 0: return .load
        case 1: return .loadAnsweredAtOnce(reply(&generator))
        case 2: return .reply(pending[pending.count - 1], reply(&generator), onMain: rule == .mainThread && generator.chance(50))
        case 3: return .reply(pending[generator.int(in: 0...(pending.count - 2))], reply(&generator), onMain: rule == .mainThread && generator.chance(50))
        case 5:
            // Only stale-index's sequences tap where there is no row: a presenter that crashes
            // there fails that check, not its neighbours.
            let count = model.screen.count
            let row = generator.int(in: 0...max(count - 1, 0))
            guard rule == .staleIndex else { return .tap(row) }
            return .tap(generator.weighted([(6, row), (2, -1), (2, count), (2, count - 1), (1, 0), (1, count + 1)]))
        case 6: return .clock(generator.int(in: (moment + 1)...min(moment + 3, OrderTimeline.moments.count - 1)))
        case 7: return .newView
        case 8: return .releaseView
        default: return .releasePresenter
        }
    }

    /// How often a reply is a failure. The return rule's sequences have none (and no reloads).
    var failurePercent: Int {
        switch rule {
        case .failureState: return 50
        case .returnRule: return 0
        default: return 35
        }
    }

    /// A step in the learner's words.
    static func describe(_ step: OrderStep) -> String {
        func answer(_ reply: OrderReply) -> String {
            switch reply {
            case .failure: return "a failure"
            case .orders(let list):
                let count = OrderTimeline.lists[list].count
                return count == 0 ? "no orders" : "\(count) order\(count == 1 ? "" : "s")"
            }
        }
        switch step {
        case .load: return "viewDidLoad()"
        case .loadAnsweredAtOnce(let reply): return "viewDidLoad() with a service that answers inside the call, on the main thread, with \(answer(reply))"
        case .reply(let k, let reply, let onMain): return "the service answers request \(k + 1) with \(answer(reply))\(onMain ? " on the main thread" : "")"
        case .tap(let index): return "a tap on row \(index)"
        case .clock(let moment): return "the clock moves to \(OrderTimeline.words(OrderTimeline.moments[moment]))"
        case .newView: return "a new view is set"
        case .releaseView: return "the view closes"
        case .releasePresenter: return "the presenter's owner lets it go"
        }
    }
}

extension OrderStep {
    /// A reply to a request that was answered before.
    func isSecondReply(in model: OrdersModel) -> Bool {
        guard case .reply(let k, _, _) = self, model.answered.indices.contains(k) else { return false }
        return model.answered[k]
    }
}

/// Lets main-actor and main-queue work queued before this call run first: on the main actor a
/// yield goes to the back of the main queue, behind work a presenter queued there.
@MainActor
func yieldTurns(_ count: Int) async {
    for _ in 0..<count { await Task.yield() }
}

extension StepExpectation {
    /// How many calls a correct presenter makes at least.
    var calls: Int {
        switch self {
        case .load(_, let atOnce): return atOnce == nil ? 1 : 3
        case .reply: return 2
        case .answer: return 1
        default: return 0
        }
    }
}

extension OrderRule {
    /// Whether this rule judges the calls of such a step (or needs them to follow the model: what
    /// a reply put on screen decides what a later tap acts on).
    func judgesCalls(of expected: StepExpectation) -> Bool {
        let taps: Set<OrderRule> = [.returnRule, .staleIndex, .tapOnMainThread]
        switch expected {
        case .load(_, let atOnce?):
            return atOnce.orders == nil ? [.mainThread, .failureState, .staleIndex].contains(self) : self != .viewIsWeak && self != .fetchDoesNotRetain
        case .load: return self == .mainThread
        case .reply(let reply) where self == .viewIsWeak: return reply.toNewView && !reply.mayBeIgnored
        case .reply(let reply) where reply.orders == nil: return [.mainThread, .failureState, .staleIndex].contains(self)
        case .reply: return self == .mainThread || self == .today || taps.contains(self)
        case .answer: return taps.contains(self)
        default: return false
        }
    }
}
