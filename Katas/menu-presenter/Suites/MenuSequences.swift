// Hidden player of generated sequences for the menu screen: it plays steps on a real presenter
// with spies, records what the user observes after each step, and compares it with `MenuModel`.
// Each check is a projection: it judges only the parts of a step its rule is about, and takes the
// rest from what the presenter did (so a mistake fails the check of its rule, not its neighbours).
import Foundation
import Testing
@testable import MenuScreen

/// The rules judged over sequences, one per check.
enum MenuRule {
    case noWorkInInit, loads, failure, staleIndex, navigation, mainThread, viewIsWeak

    /// The rule, in the learner's words, for the message.
    var text: String {
        switch self {
        case .noWorkInInit: return "creating the presenter stores its dependencies and does nothing else: no request, no view or router call, no timer, no observer that acts or keeps it alive."
        case .loads: return "each onViewDidLoad() says showLoading(true) and asks the repository once (never before the first), also while an earlier load is in flight; the reply to the latest request ends loading, then shows exactly its titles, and becomes the items."
        case .failure: return "a failed reply ends loading, then shows one message that is not empty; the items are empty after a failed first load (after a failed reload, empty or the last menu); onViewDidLoad() after a failure asks the repository again, once."
        case .staleIndex: return "a tap on a row that does not exist (outside the items the presenter holds now) does nothing at all: no router call, no view call."
        case .navigation: return "a tap on a row asks the router, once, for the item at that position (two items may have the same title), every time; info asks the router once; taps never call the view, and the router is asked at no other moment (a tap is not kept for later)."
        case .mainThread: return "the view and the router are only called on the main thread, whatever thread the repository answers on."
        case .viewIsWeak: return "the presenter holds its view weakly: a closed view is freed at once, even with a request in flight, and a late reply does no harm."
        }
    }

    /// The step generator's weights. Loading, failing, navigating and threads share one pool of
    /// sequences, played once and judged by each of them; a tap on a row that does not exist, and
    /// releasing the view or the presenter, only come in the sequences of the rule they are about
    /// (a crash there would otherwise take the neighbours down too).
    var profile: MenuProfile {
        switch self {
        case .noWorkInInit: return MenuProfile(viewDidLoad: 10, atOnce: 0, failures: 30, tapIn: 0, tapOut: 0, info: 0, notify: 40, releaseView: 0, releasePresenter: 15, stopAtLoad: true)
        case .loads, .failure, .navigation, .mainThread: return MenuProfile(viewDidLoad: 28, atOnce: 6, failures: 40, tapIn: 25, tapOut: 0, info: 6, notify: 0, releaseView: 0, releasePresenter: 0)
        case .staleIndex: return MenuProfile(viewDidLoad: 20, atOnce: 4, failures: 35, tapIn: 5, tapOut: 35, info: 0, notify: 0, releaseView: 0, releasePresenter: 0)
        case .viewIsWeak: return MenuProfile(viewDidLoad: 25, atOnce: 3, failures: 30, tapIn: 8, tapOut: 0, info: 3, notify: 0, releaseView: 12, releasePresenter: 6)
        }
    }
}

/// How often a generator picks each kind of step (replies are always likely while one is awaited).
struct MenuProfile {
    var viewDidLoad: Int
    var atOnce: Int
    /// Percent of replies that are failures.
    var failures: Int
    var tapIn: Int
    var tapOut: Int
    var info: Int
    var notify: Int
    var releaseView: Int
    var releasePresenter: Int
    /// The sequence ends at the first onViewDidLoad(): the rule is about what comes before.
    var stopAtLoad = false

    /// The next step after `steps`, weighted towards risky interleavings: a reload while one is
    /// pending, a failure after a success, a tap after a failed reload, a late reply.
    func next(_ random: inout SeededGenerator, after steps: [MenuStep]) -> MenuStep? {
        guard !steps.isEmpty else { return .create }
        let model = MenuModel.simulated(steps)
        if stopAtLoad && model.loaded { return nil }
        var choices: [(Int, MenuStep?)] = [(4, nil)]
        if model.waiting(.latest) != nil { choices.append((45, .reply(.latest, reply(&random, after: model)))) }
        // An older reply before the latest one is the riskier order: as likely as the latest first.
        if model.waiting(.earlier) != nil { choices.append((45, .reply(.earlier, reply(&random, after: model)))) }
        // No request is answered twice: the repository's contract is one reply per request, and a
        // presenter that wraps it in a checked continuation rightly traps on a second one.
        guard model.presenterAlive else {
            if model.viewAlive { choices.append((releaseView, .releaseView)) }
            return random.weighted(choices)
        }
        choices.append((model.loading ? viewDidLoad + 10 : viewDidLoad + (model.loaded ? 0 : 30), .viewDidLoad))
        choices.append((atOnce, .viewDidLoadAnsweredAtOnce(menu: menu(&random))))
        if !model.items.isEmpty { choices.append((tapIn, .tap(row: random.int(in: 0...(model.items.count - 1))))) }
        choices.append((model.failed ? tapOut + 15 : tapOut, .tap(row: outside(&random, model.items.count))))
        choices.append((info, .info))
        if !model.loaded { choices.append((notify, .notify)) }
        if model.viewAlive && releaseView > 0 { choices.append((model.loading ? releaseView + 10 : releaseView, .releaseView)) }
        if releasePresenter > 0 { choices.append((model.loading ? releasePresenter + 6 : releasePresenter, .releasePresenter)) }
        return random.weighted(choices)
    }

    private func reply(_ random: inout SeededGenerator, after model: MenuModel) -> MenuReply {
        // A failure after a success is the risky one: more likely once a menu is on screen.
        random.chance(model.items.isEmpty ? failures : min(failures + 15, 90)) ? .failure : .menu(menu(&random))
    }

    private func menu(_ random: inout SeededGenerator) -> Int {
        random.weighted([(30, 0), (25, 1), (25, 2), (10, 3), (10, 4), (15, 5)])
    }

    private func outside(_ random: inout SeededGenerator, _ count: Int) -> Int {
        random.weighted([(30, -1), (30, count), (15, count + 1), (15, count + random.int(in: 2...5)), (5, Int.min), (5, Int.max)])
    }
}

/// Plays `rule`'s named scenarios, then its generated sequences, against the presenter.
@MainActor
func checkMenuSequences(_ rule: MenuRule, scenarios: [[MenuStep]] = [], seeds: ClosedRange<UInt64>) async {
    let profile = rule.profile
    let player = MenuPlayer(missingRows: profile.tapOut > 0, sideBySide: profile.notify == 0)
    let play = {
        await checkSequences(
            rule.text, scenarios: scenarios, budget: SequenceBudget(seeds: seeds, maxSteps: 12, shrinkPlays: 80),
            next: { random, steps in profile.next(&random, after: steps) },
            describe: \.description,
            playRound: { round in await player.play(round).map { $0.firstMismatch(judging: rule) } })
    }
    // The app's notifications reach every presenter alive in the process: the sequences that post
    // them run with no other sequence check beside them.
    if profile.notify > 0 { await appNotifications.alone(play) } else { await appNotifications.together(play) }
}

/// What the app's notifications reach: every presenter alive in the test process.
@MainActor
let appNotifications = ProcessGate()

/// One check's player: plays a round of sequences, each on its own presenter, and keeps how
/// long to wait for a presenter that does not do what a step expects. It belongs to one check.
@MainActor
final class MenuPlayer {
    /// Whether taps on rows the presenter does not hold are played (stale-index's sequences).
    let missingRows: Bool
    /// Whether the round's sequences are played side by side: not when they post the app's
    /// notifications, which reach every presenter alive.
    let sideBySide: Bool
    /// How many more steps may wait long for what a presenter never does (see `MenuWorld`).
    var patience = 8
    /// What the presenter did with each kind of freedom the contract leaves it, learned at the
    /// first step that offered it (see `MenuWorld.awaitFreedom`).
    var takesFreedom: [String: Bool] = [:]

    init(missingRows: Bool, sideBySide: Bool) {
        self.missingRows = missingRows
        self.sideBySide = sideBySide
    }

    /// The traces of a round, in order. Side by side, a few at a time: while one waits for a
    /// reply from the background queue or a turn of the main queue, the others go on. Each has
    /// its own presenter, spies and repository, so what one sees does not depend on the others.
    func play(_ round: [[MenuStep]], width: Int = 16) async -> [MenuTrace] {
        guard sideBySide else {
            var traces: [MenuTrace] = []
            for steps in round { traces.append(await MenuTrace.play(steps, player: self)) }
            return traces
        }
        played = [:]
        var waiting = round.indices.makeIterator()
        await withTaskGroup(of: Void.self) { group in
            func start() -> Bool {
                guard let index = waiting.next() else { return false }
                group.addTask { @MainActor in self.played[index] = await MenuTrace.play(round[index], player: self) }
                return true
            }
            for _ in 0..<width where !start() { break }
            while await group.next() != nil { _ = start() }
        }
        defer { played = [:] }
        return round.indices.map { played[$0]! }
    }

    /// The traces of the round being played side by side, by their place in the round.
    private var played: [Int: MenuTrace] = [:]
}

/// One sequence as played: for each step, the model before it, the screen before it and what was
/// observed (nil when the step was not played). The model follows the presenter the same way
/// whichever rule judges.
struct MenuTrace {
    struct Played {
        var model: MenuModel
        var screen: MenuScreenState
        var seen: MenuObservation?
    }
    var steps: [MenuStep]
    var played: [Played]

    @MainActor
    static func play(_ steps: [MenuStep], player: MenuPlayer) async -> MenuTrace {
        var trace = MenuTrace(steps: steps, played: [])
        // A sequence starts with creating the presenter (shrinking may not take that away).
        guard steps.first == .create else { return trace }
        let world = MenuWorld(player: player)
        var model = MenuModel()
        // A freedom the presenter may still take (an older reply shown): its step and calls.
        var late: (step: Int, kind: String, calls: [MenuViewCall])?
        for step in steps {
            let screen = world.screen
            guard world.canPlay(step, model) else {
                trace.played.append(Played(model: model, screen: screen, seen: nil))
                continue
            }
            let outcomes = model.outcomes(of: step)
            let free = MenuOutcome.freedom(of: step, outcomes)
            await world.perform(step, awaiting: outcomes[0], free: free, request: model.waiting)
            var seen = world.observe()
            // Only at a step that owes the view nothing (a tap, info, a release): at one that owes
            // calls, the same calls may be its own (a failure ignored, then the latest failure).
            if let taken = late, outcomes.allSatisfy({ $0.calls.isEmpty }), trace.absorb(&seen, takenLate: taken, player: player) { late = nil }
            // (A freedom of the router's, such as a tap while loading, leaves a view's freedom waiting.)
            if let free, !outcomes[0].calls.isEmpty { late = seen.calls.isEmpty ? (trace.played.count, free, outcomes[0].calls) : nil }
            trace.played.append(Played(model: model, screen: screen, seen: seen))
            // The outcome that fits the most of what was seen: the contract's part the presenter
            // got wrong is judged by its own rule; the rest goes on from what the presenter did.
            let fits = outcomes.map { outcome in MenuAspect.allCases.filter { outcome.fits(seen, on: [$0], screen: screen) }.count }
            let best = fits.indices.max { fits[$0] < fits[$1] || (fits[$0] == fits[$1] && $0 > $1) } ?? 0
            model = outcomes[best].next.adopting(seen, after: step, from: model)
        }
        // What the presenter queued after the last step counts as that step's (or, for a
        // freedom taken late, its own step's).
        await world.finish()
        var after = world.observe()
        if let taken = late { _ = trace.absorb(&after, takenLate: taken, player: player) }
        if let last = trace.played.indices.last(where: { trace.played[$0].seen != nil }) {
            trace.played[last].seen?.absorb(after)
        }
        return trace
    }

    /// When `seen` starts with the calls of a freedom taken after its step's wait (a hop delayed
    /// on a loaded machine), moves them to that step, and later waits for the freedom are long.
    @MainActor
    mutating func absorb(_ seen: inout MenuObservation, takenLate taken: (step: Int, kind: String, calls: [MenuViewCall]), player: MenuPlayer) -> Bool {
        guard !taken.calls.isEmpty, seen.calls.starts(with: taken.calls) else { return false }
        var (earlier, rest) = seen.split(leadingCalls: taken.calls.count)
        if let before = played[taken.step].seen { (earlier.viewFreed, earlier.presenterFreed) = (before.viewFreed, before.presenterFreed) }
        played[taken.step].seen?.absorb(earlier)
        seen = rest
        player.takesFreedom[taken.kind] = true
        return true
    }

    /// The first step where the presenter and the model disagree on `rule`.
    func firstMismatch(judging rule: MenuRule) -> Mismatch? {
        guard steps.first == .create else { return nil }
        for (index, step) in steps.enumerated() {
            let played = played[index]
            guard let seen = played.seen else { continue }
            let outcomes = played.model.outcomes(of: step)
            let judged = rule.aspects(of: step, played.model, seen)
            if !outcomes.contains(where: { $0.fits(seen, on: judged, screen: played.screen) }) {
                return MenuAspect.mismatch(at: index, seen, outcomes, judged, screen: played.screen)
            }
        }
        return nil
    }
}

/// What a check compares in one step.
enum MenuAspect: CaseIterable {
    /// The view calls, as the screen changes they make.
    case screen
    /// No view call at all (taps, info, before loading).
    case noViewCall
    case requests, router, items, messages, thread, viewFreed, presenterFreed, timers

    static let all = Set(allCases)

    /// The first aspect where the presenter differs from the contract's plain answer, as a mismatch.
    static func mismatch(at index: Int, _ seen: MenuObservation, _ outcomes: [MenuOutcome], _ judged: Set<MenuAspect>, screen: MenuScreenState) -> Mismatch {
        let plain = outcomes[0]
        let aspect = allCases.first { judged.contains($0) && !plain.fits(seen, on: [$0], screen: screen) } ?? .screen
        let (saw, expected) = plain.told(aspect, seen, screen: screen)
        let freedom = outcomes.dropFirst().map(\.why).joined(separator: "; ")
        // A line only where every outcome the contract accepts would point at the same wrong call.
        let sites = outcomes.map { $0.wrongCall(aspect, seen, screen: screen) }
        return Mismatch(step: index, saw: saw, expected: freedom.isEmpty ? expected : "\(expected); or: \(freedom)",
                        site: sites.allSatisfy { $0 == sites[0] } ? sites[0] : nil)
    }
}

extension MenuRule {
    /// The aspects of `step` this rule judges (empty: the step is another rule's business).
    func aspects(of step: MenuStep, _ model: MenuModel, _ seen: MenuObservation) -> Set<MenuAspect> {
        switch self {
        case .noWorkInInit:
            guard !model.loaded else { return [] }
            switch step {
            case .create: return [.noViewCall, .requests, .router, .timers]
            case .notify: return [.noViewCall, .requests, .router]
            case .releasePresenter: return [.noViewCall, .requests, .router, .presenterFreed]
            default: return []
            }
        case .loads:
            switch step {
            case .create, .notify: return [.requests]
            case .viewDidLoad, .viewDidLoadAnsweredAtOnce:
                // Every onViewDidLoad() asks again (stage 1), a pull to refresh while a load is in
                // flight too; only the retry after a failure, nothing in flight, is failure-state's.
                guard !model.isRetry || seen.requests > 0 else { return [] }
                return step == .viewDidLoad ? [.requests, .screen] : [.requests, .screen, .items]
            case .reply(_, .menu): return [.screen, .items]
            default: return []
            }
        case .failure:
            switch step {
            case .viewDidLoad, .viewDidLoadAnsweredAtOnce: return model.isRetry ? [.requests] : []
            case .reply(_, .failure): return [.screen, .items, .messages]
            default: return []
            }
        case .staleIndex:
            if case .tap(let row) = step, !model.items.indices.contains(row) { return [.noViewCall, .router] }
            return []
        case .navigation:
            if case .tap(let row) = step, model.items.indices.contains(row) { return [.noViewCall, .router] }
            // A tap on no row is stale-index's; the router is asked at no other step (a tap kept
            // for later and replayed when the reply comes opens an item nobody tapped).
            if case .tap = step { return [] }
            return step == .info ? [.noViewCall, .router] : [.router]
        case .mainThread:
            return [.thread]
        case .viewIsWeak:
            return step == .releaseView ? [.viewFreed] : []
        }
    }
}

extension MenuOutcome {
    /// Whether what was seen is this outcome, on `aspects`.
    func fits(_ seen: MenuObservation, on aspects: Set<MenuAspect>, screen: MenuScreenState) -> Bool {
        aspects.allSatisfy { aspect in
            switch aspect {
            case .screen: return screen.changes(seen.calls.filter { !mayClearList || $0 != .items([]) }).calls == screen.changes(calls).calls
            case .noViewCall: return seen.calls.isEmpty
            case .requests: return seen.requests == requests
            case .router: return seen.details == details && seen.infos == infos
            case .items: return seen.items == nil || (keepsItems ? seen.items == seen.itemsBefore : items == nil || seen.items == items)
            case .messages: return !seen.errors.contains { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            case .thread: return seen.offMain.isEmpty
            case .viewFreed: return seen.viewFreed
            case .presenterFreed: return seen.presenterFreed
            case .timers: return !seen.timerScheduled
            }
        }
    }

    /// What was seen and what this outcome asks, on `aspect`, in the learner's words.
    func told(_ aspect: MenuAspect, _ seen: MenuObservation, screen: MenuScreenState) -> (String, String) {
        switch aspect {
        case .screen:
            let expected = screen.changes(calls).calls
            return ("the view was told \(describe(seen.calls))",
                    (expected.isEmpty ? "no change on screen" : describe(expected)) + (mayClearList ? " (show(items: []) as well is fine)" : ""))
        case .noViewCall: return ("the view was told \(describe(seen.calls))", "no view call at all")
        case .requests: return ("the repository was asked \(times(seen.requests))", "asked \(times(requests))")
        case .router: return ("the router was asked for \(shown(seen.details, seen.infos))", shown(details, infos))
        case .items: return ("the presenter's items were \(titled(seen.items ?? []))", titled(items ?? []))
        case .messages: return ("the error message was empty", "a message that says what went wrong")
        case .thread: return ("the view or the router was called off the main thread: \(seen.offMain.joined(separator: ", "))", "every view and router call on the main thread")
        case .viewFreed: return ("the closed view stayed alive", "the view freed at once: nothing but the presenter's weak reference may hold it")
        case .presenterFreed: return ("the released presenter stayed alive (something init started holds it: a timer, an observer or a task)", "the presenter freed at once")
        case .timers: return ("creating the presenter scheduled a timer on the main run loop", "no timer, no observer, no request: init only stores")
        }
    }

    /// Where the call that departs from this outcome on `aspect` came from: the first call beyond
    /// or instead of what the outcome asks. Nil when the calls only fall short (a call that never
    /// came has no line), and for what no call shows (items, a view kept alive, a timer).
    func wrongCall(_ aspect: MenuAspect, _ seen: MenuObservation, screen: MenuScreenState) -> CallSite? {
        switch aspect {
        case .screen:
            // The first call that changes the screen other than the outcome's changes do.
            let expected = screen.changes(calls).calls
            var shown = screen
            var kept = 0
            for (index, call) in seen.calls.enumerated() where !(mayClearList && call == .items([])) {
                let change = shown.changes([call])
                shown = change.after
                guard !change.calls.isEmpty else { continue }
                if kept >= expected.count || expected[kept] != call { return seen.callSites[index] }
                kept += 1
            }
            return nil
        case .noViewCall: return seen.callSites.first ?? nil
        case .requests: return seen.requests > requests && seen.requestSites.count > requests ? seen.requestSites[requests] : nil
        case .router:
            if let wrong = seen.details.indices.first(where: { $0 >= details.count || seen.details[$0] != details[$0] }) { return seen.detailSites[wrong] }
            return seen.infos > infos ? seen.infoSites[infos] : nil
        case .messages:
            return seen.errors.indices.first { seen.errors[$0].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.flatMap { seen.errorSites[$0] }
        case .thread: return seen.offMainSites.first ?? nil
        case .items, .viewFreed, .presenterFreed, .timers: return nil
        }
    }

    private func times(_ count: Int) -> String { count == 0 ? "nothing" : count == 1 ? "once" : "\(count) times" }

    private func shown(_ details: [MenuItem], _ infos: Int) -> String {
        let parts = details.map { "showDetail(for: \"\($0.title)\", id \"\($0.id)\")" } + Array(repeating: "showInfo()", count: infos)
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    private func titled(_ items: [MenuItem]) -> String { items.isEmpty ? "empty" : "\(items.map(\.title)) (ids \(items.map(\.id)))" }
}

extension MenuModel {
    /// The model after a step, following the presenter where the contract is not at stake: the
    /// requests it really made are the ones later replies answer.
    func adopting(_ seen: MenuObservation, after step: MenuStep, from before: MenuModel) -> MenuModel {
        var next = self
        next.requests = before.requests + seen.requests
        if case .viewDidLoadAnsweredAtOnce = step, seen.requests == 0 { next.items = before.items; next.answered = before.answered; next.failed = before.failed }
        return next
    }
}

/// What the user observed during one step.
struct MenuObservation {
    /// Adds what was observed just after the step.
    mutating func absorb(_ later: MenuObservation) {
        calls += later.calls
        callSites += later.callSites
        errors += later.errors
        errorSites += later.errorSites
        offMain += later.offMain
        offMainSites += later.offMainSites
        requests += later.requests
        requestSites += later.requestSites
        details += later.details
        detailSites += later.detailSites
        infos += later.infos
        infoSites += later.infoSites
        items = later.items
        viewFreed = later.viewFreed
        presenterFreed = later.presenterFreed
    }

    /// The first `count` view calls (with their sites and messages) apart from the rest.
    func split(leadingCalls count: Int) -> (MenuObservation, MenuObservation) {
        let messages = calls.prefix(count).filter { $0 == .error }.count
        var leading = MenuObservation()
        leading.calls = Array(calls.prefix(count))
        leading.callSites = Array(callSites.prefix(count))
        leading.errors = Array(errors.prefix(messages))
        leading.errorSites = Array(errorSites.prefix(messages))
        leading.items = items
        var rest = self
        rest.calls.removeFirst(min(count, rest.calls.count))
        rest.callSites.removeFirst(min(count, rest.callSites.count))
        rest.errors.removeFirst(min(messages, rest.errors.count))
        rest.errorSites.removeFirst(min(messages, rest.errorSites.count))
        return (leading, rest)
    }

    var calls: [MenuViewCall] = []
    var errors: [String] = []
    var offMain: [String] = []
    var requests = 0
    var details: [MenuItem] = []
    var infos = 0
    /// Where each call, message, call off the main thread, request, detail and info came from,
    /// while the harness records it (see `CallSite`): one for each of them, in the same order.
    var callSites: [CallSite?] = []
    var errorSites: [CallSite?] = []
    var offMainSites: [CallSite?] = []
    var requestSites: [CallSite?] = []
    var detailSites: [CallSite?] = []
    var infoSites: [CallSite?] = []
    /// The presenter's items after the step (nil once it is gone), and before it.
    var items: [MenuItem]?
    var itemsBefore: [MenuItem]?
    var viewFreed = false
    var presenterFreed = false
    var timerScheduled = false
}

/// A presenter with spies and a repository the sequence answers, step by step.
@MainActor
final class MenuWorld {
    /// Bumped by every view call, router call and request (see `Activity`).
    private let activity = Activity()
    private let repository: SequenceMenuRepository
    private let router: MenuRouterSpy
    private var view: MenuViewSpy?
    private weak var weakView: MenuViewSpy?
    private var presenter: MenuPresenter?
    private weak var weakPresenter: MenuPresenter?
    private let log: Recorder<(call: MenuViewCall, onMain: Bool, site: CallSite?)>
    private let errorTexts: Recorder<(text: String, site: CallSite?)>
    private var timerScheduled = false
    private var itemsBefore: [MenuItem]?
    private var seen = (calls: 0, errors: 0, requests: 0, details: 0, infos: 0, offMain: 0)
    /// What the screen shows, from the calls the view got.
    private(set) var screen = MenuScreenState()

    /// Whether taps on rows the presenter does not hold are played.
    private let missingRows: Bool
    /// The check's player, which keeps the check's patience.
    private let player: MenuPlayer

    init(player: MenuPlayer) {
        self.player = player
        missingRows = player.missingRows
        repository = SequenceMenuRepository(activity: activity)
        router = MenuRouterSpy(activity: activity)
        view = MenuViewSpy(activity: activity)
        log = view!.log
        errorTexts = view!.errorTexts
        weakView = view
    }

    /// Taps are played only on a presenter that holds the items the contract says (otherwise
    /// loading or failing went wrong, which is another rule's business), and on a row it does not
    /// hold only where that is the rule; steps of a presenter that is gone are not played.
    func canPlay(_ step: MenuStep, _ model: MenuModel) -> Bool {
        switch step {
        case .create: return true
        case .reply(let which, _): return model.waiting(which) != nil
        case .releaseView: return true
        case .tap(let row):
            guard let items = presenter?.items, items == model.items else { return false }
            return missingRows || items.indices.contains(row)
        default: return presenter != nil
        }
    }

    func perform(_ step: MenuStep, awaiting outcome: MenuOutcome, free: String?, request: (MenuRequest) -> Int?) async {
        itemsBefore = presenter?.items
        switch step {
        case .create:
            let made = MenuPresenter(view: view!, repository: repository, router: router)
            presenter = made
            weakPresenter = made
            // Nothing in a check's process but the learner's code schedules a timer on the main
            // run loop: once a presenter was created, the run loop has a next fire date.
            timerScheduled = RunLoop.current.limitDate(forMode: .default) != nil
        case .notify:
            for name in Self.notifications { NotificationCenter.default.post(name: name, object: nil) }
        case .viewDidLoad:
            presenter?.onViewDidLoad()
        case .viewDidLoadAnsweredAtOnce(let menu):
            repository.answerNextAtOnce(.success(MenuModel.menus[menu]))
            presenter?.onViewDidLoad()
        case .reply(let which, let reply):
            guard let request = request(which) else { break }
            await repository.deliver(to: request, reply == .failure ? .failure(FakeFailure()) : .success(MenuModel.menus[menuIndex(reply)]))
        case .tap(let row):
            presenter?.didSelectItem(at: row)
        case .info:
            presenter?.didTapInfo()
        case .releaseView:
            view = nil
        case .releasePresenter:
            presenter = nil
        }
        // Replies, notifications and init reach a correct presenter through the main queue.
        let turns: Int
        switch step {
        case .create, .notify, .reply, .viewDidLoadAnsweredAtOnce, .releaseView, .releasePresenter: turns = 1
        case .viewDidLoad, .tap, .info: turns = 0
        }
        await awaitOutcome(outcome, turns: turns, free: free)
        repository.answerNextAtOnce(nil)
    }

    private func menuIndex(_ reply: MenuReply) -> Int { if case .menu(let menu) = reply { return menu }; return 0 }

    /// Lets the presenter do what the outcome expects (any hop, any number of main turns, within
    /// bounds). Work the presenter queued beyond that shows at the next step (or at `finish()`).
    /// Where the contract also accepts less (`free`, a kind of freedom), the wait learns what the
    /// presenter does with that freedom (see `MenuPlayer.takesFreedom`).
    private func awaitOutcome(_ outcome: MenuOutcome, turns: Int, free: String?) async {
        let start = seen
        let screen = self.screen
        let expected = screen.changes(outcome.calls)
        // What the outcome's calls set (spinner, list) must read as they leave it: a count of
        // changes alone is met early by a presenter that adds one (a list cleared on reload).
        let setsLoading = outcome.calls.contains { if case .loading = $0 { true } else { false } }
        let setsTitles = !outcome.mayClearList && outcome.calls.contains { if case .items = $0 { true } else { false } }
        let arrived = {
            let seen = screen.changes(self.log.entries.dropFirst(start.calls).map(\.call))
            return seen.calls.count >= expected.calls.count
                && (!setsLoading || seen.after.loading == expected.after.loading)
                && (!setsTitles || seen.after.titles == expected.after.titles)
                && self.repository.requests - start.requests >= outcome.requests
                && self.router.detailsShown.count - start.details >= outcome.details.count
                && self.router.infoShown - start.infos >= outcome.infos
        }
        for _ in 0..<turns { await mainHop() }
        var hops = 0
        while !arrived() && hops < 60 {
            await mainHop()
            hops += 1
        }
        if !arrived() {
            // A presenter that hops with `OperationQueue.main`: its operations have run after this.
            await operationQueueTurn()
            await mainHop()
        }
        guard !arrived() else {
            if let free { player.takesFreedom[free] = player.takesFreedom[free] ?? true }
            return
        }
        // A hop through another thread (a task on the global executor, a reply's queue) may take a
        // while on a loaded machine: wait, woken by each call. A presenter that never does what is
        // expected would make every sequence wait: after a few such waits, the rest of the check
        // waits no more.
        if let free {
            await awaitFreedom(free, arrived)
        } else if player.patience > 0 {
            if !(await waitFor(activity, turns: 0, within: 100_000_000, arrived)) { player.patience -= 1 }
        }
    }

    /// Waits for what a freedom of kind `free` allows (a reply that is not the latest shown, a tap
    /// while loading that opens the row): the first time in a check for up to 100 ms, woken by each
    /// call; then, while the presenter takes the freedom, as long as for what is owed (its calls
    /// wake the wait at once), and once it has not, 20 ms. So a late delivery on a loaded machine
    /// is not read as the next step's calls.
    private func awaitFreedom(_ free: String, _ arrived: () -> Bool) async {
        switch player.takesFreedom[free] {
        case nil: player.takesFreedom[free] = await waitFor(activity, turns: 0, within: 100_000_000, arrived)
        case true?:
            // One that takes it only sometimes costs this long wait once.
            if !(await waitFor(activity, turns: 0, within: 300_000_000, arrived)) { player.takesFreedom[free] = false }
        case false?: _ = await waitFor(activity, turns: 0, within: 20_000_000, arrived)
        }
    }

    /// Gives the presenter a last main turn, for work it queued after the last step.
    func finish() async { await mainHop() }

    /// What happened since the last observation.
    func observe() -> MenuObservation {
        let entries = log.entries
        var seen = MenuObservation()
        let calls = entries.dropFirst(self.seen.calls)
        seen.calls = calls.map(\.call)
        seen.callSites = calls.map(\.site)
        let offMain = calls.filter { !$0.onMain }.map { ($0.call.description, $0.site) } + router.offMain.entries.dropFirst(self.seen.offMain)
        seen.offMain = offMain.map(\.0)
        seen.offMainSites = offMain.map(\.1)
        let errors = errorTexts.entries
        seen.errors = errors.dropFirst(self.seen.errors).map(\.text)
        seen.errorSites = errors.dropFirst(self.seen.errors).map(\.site)
        seen.requests = repository.requests - self.seen.requests
        seen.requestSites = repository.sites(from: self.seen.requests)
        let details = router.details.entries
        seen.details = details.dropFirst(self.seen.details).map(\.item)
        seen.detailSites = details.dropFirst(self.seen.details).map(\.site)
        let infos = router.infos.entries
        seen.infos = infos.count - self.seen.infos
        seen.infoSites = Array(infos.dropFirst(self.seen.infos))
        seen.items = weakPresenter?.items
        seen.itemsBefore = itemsBefore
        seen.viewFreed = weakView == nil
        seen.presenterFreed = weakPresenter == nil
        seen.timerScheduled = timerScheduled
        self.seen = (entries.count, errors.count, repository.requests, details.count, router.infoShown, router.offMain.entries.count)
        screen = screen.changes(seen.calls).after
        return seen
    }

    /// What a presenter could register for in init: the app's lifecycle, the locale, the clock.
    static let notifications: [Notification.Name] = [
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
        "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillResignActiveNotification",
        "UIApplicationDidReceiveMemoryWarningNotification", "UIApplicationSignificantTimeChangeNotification",
        "UIContentSizeCategoryDidChangeNotification",
    ].map { Notification.Name($0) } + [
        NSLocale.currentLocaleDidChangeNotification, .NSSystemTimeZoneDidChange,
        .NSCalendarDayChanged, UserDefaults.didChangeNotification,
    ]
}

/// Holds every request until a step answers it (from a background queue), keeps it to answer
/// again, or answers the next request inside the call.
final class SequenceMenuRepository: MenuRepository, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[MenuItem], Error>) -> Void
    private let lock = NSLock()
    private var completions: [Completion] = []
    /// Where each request was made, while the harness records it (see `CallSite`).
    private var sites: [CallSite?] = []
    private var atOnce: Result<[MenuItem], Error>?
    /// Bumped at every request (see `Activity`).
    private let activity: Activity

    init(activity: Activity) { self.activity = activity }

    func loadItems(completion: @escaping Completion) {
        let site = CallSite.here()
        let now: Result<[MenuItem], Error>? = lock.withLock {
            completions.append(completion)
            sites.append(site)
            defer { atOnce = nil }
            return atOnce
        }
        activity.bump()
        if let now { completion(now) }
    }

    var requests: Int { lock.withLock { completions.count } }

    /// Where the requests from the `start`-th on were made.
    func sites(from start: Int) -> [CallSite?] { lock.withLock { Array(sites.dropFirst(start)) } }

    func answerNextAtOnce(_ result: Result<[MenuItem], Error>?) { lock.withLock { atOnce = result } }

    /// Answers request `request` (1-based) on a background queue and returns once its completion
    /// returned (the main actor is free meanwhile, for other sequences and for a completion that
    /// waits for the main thread); nothing when the presenter never made that request.
    @MainActor
    func deliver(to request: Int, _ result: Result<[MenuItem], Error>) async {
        let completion: Completion? = lock.withLock { completions.indices.contains(request - 1) ? completions[request - 1] : nil }
        guard let completion else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                completion(result)
                done.resume()
            }
        }
    }
}
