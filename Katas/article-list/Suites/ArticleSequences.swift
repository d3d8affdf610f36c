// Hidden player of generated sequences for the article list: it plays steps on a real presenter
// with a spy view and a held repository, records what the user observes after each step, and
// judges it with `ArticleModel`. Each check is a projection: it reports only the differences its
// own rule owns, and the model follows what the presenter did, so a mistake fails the check of its
// rule and not its neighbours.
import Foundation
import Testing
@testable import ArticleList

/// Which steps a check's sequences are made of. Releasing the view or the presenter only comes in
/// the sequences of the rules about it: a presenter that crashes there (an `unowned` view) would
/// otherwise take every other check down with it.
enum ArticleMix: Sendable {
    /// Loads, refreshes and replies, with no release.
    case loading
    /// The same, with the view and the presenter let go of at any point.
    case lifetime
    /// What comes before the first load: creating, and letting the presenter go (not the view: a
    /// presenter holding it `unowned` would crash at its first load, which is not this rule's).
    case beforeLoading
    /// Loads, refreshes and replies, with the clock moving (often while a request is in flight)
    /// and `lastUpdated` read, and the view let go of (never the presenter: its header is read).
    case clock

    /// The next step after `steps`, weighted towards the risky interleavings: a refresh while a
    /// load is in flight, an older reply after a newer one, a failure after articles.
    func next(_ random: inout SeededGenerator, after steps: [ArticleStep]) -> ArticleStep? {
        guard !steps.isEmpty else { return .create }
        let model = ArticleModel.simulated(steps)
        if self == .beforeLoading {
            if model.started || !model.presenterAlive { return nil }
            return random.weighted([(30, .releasePresenter), (20, .viewDidLoad(nil)), (10, nil)])
        }
        var choices: [(Int, ArticleStep?)] = [(3, nil)]
        if model.waiting(.latest) != nil { choices.append((40, .reply(.latest, reply(&random)))) }
        if model.waiting(.earlier) != nil { choices.append((25, .reply(.earlier, reply(&random)))) }
        guard model.presenterAlive else { return random.weighted(choices) }
        choices.append((model.started ? 14 : 40, .viewDidLoad(nil)))
        choices.append((model.started ? 20 : 5, .refresh(nil)))
        choices.append((5, .viewDidLoad(reply(&random))))
        choices.append((5, .refresh(reply(&random))))
        if self == .lifetime {
            if model.viewAlive { choices.append((model.loading ? 14 : 6, .releaseView)) }
            choices.append((model.loading ? 12 : 4, .releasePresenter))
        }
        if self == .clock {
            // The view let go of (the presenter lives on): the moment still follows the articles.
            if model.viewAlive { choices.append((model.loading ? 6 : 2, .releaseView)) }
            choices.append((model.loading ? 30 : 20, .clock(move(&random, model))))
            choices.append((steps.last == .readUpdated ? 5 : 25, .readUpdated))
        }
        return random.weighted(choices)
    }

    /// How far the clock moves: often exactly onto (or half a second short of) a boundary of the
    /// header's wording, counted from the latest update; otherwise by a step from half a second to
    /// days.
    private func move(_ random: inout SeededGenerator, _ model: ArticleModel) -> Double {
        let boundaries: [Double] = [60, 120, 180, 3600, 7200, 10800, 86400]
        if let updated = model.updatedAt, random.chance(60) {
            let elapsed = model.now - updated
            let target = boundaries[random.int(in: 0...(boundaries.count - 1))] - (random.chance(50) ? 0.5 : 0)
            if target > elapsed { return target - elapsed }
        }
        let steps: [Double] = [0.5, 1, 30, 59.5, 60, 61, 90, 119.5, 150, 600, 3599.5, 3600, 5400, 7200, 90000, 200000]
        return steps[random.int(in: 0...(steps.count - 1))]
    }

    private func reply(_ random: inout SeededGenerator) -> Reply {
        random.chance(35) ? .failure(random.int(in: 1...3)) : .articles(random.int(in: 0...(ArticleLists.all.count - 1)))
    }
}

/// How a sequence's presenter is built, and its header read: the checks of stages 1 to 3 build it
/// with stage 1's `init(view:articles:)` and never read the header; the clock check gives its own
/// (`UpdatedFromClock.swift`, which needs stage 4's contract and so compiles only with it).
struct ArticleSetup: Sendable {
    var make: @MainActor @Sendable (ArticleViewSpy, HeldArticles, HeldClock) -> ArticleListPresenter
    var lastUpdated: (@MainActor @Sendable (ArticleListPresenter) -> String?)?

    static let plain = ArticleSetup(make: { view, articles, _ in ArticleListPresenter(view: view, articles: articles) }, lastUpdated: nil)
}

/// A presenter, its spy view and its repository, as one sequence plays them.
@MainActor
final class ArticleWorld {
    /// Bumped by every view call and every request (see `Activity`).
    let activity = Activity()
    let log: Recorder<ViewEntry>
    let repository: HeldArticles
    let clock = HeldClock()
    let setup: ArticleSetup
    /// The check's player, which keeps the check's patience.
    private let player: ArticlePlayer
    private let headers = Recorder<String?>()
    private var seenHeaders = 0
    private var view: ArticleViewSpy?
    private var presenter: ArticleListPresenter?
    private weak var weakView: ArticleViewSpy?
    private weak var weakPresenter: ArticleListPresenter?
    private var seenCalls = 0
    private var seenAsked = 0

    init(setup: ArticleSetup, player: ArticlePlayer) {
        self.setup = setup
        self.player = player
        log = Recorder(activity: activity)
        repository = HeldArticles(activity: activity)
    }

    func create() {
        let view = ArticleViewSpy(log: log)
        let presenter = setup.make(view, repository, clock)
        view.itemsNow = { [weak presenter] in presenter?.items }
        if let read = setup.lastUpdated {
            view.onReload = { [weak presenter, headers = self.headers] in
                if let presenter { headers.append(read(presenter)) }
            }
        }
        self.view = view
        self.presenter = presenter
        weakView = view
        weakPresenter = presenter
    }

    /// Plays `step` (with what the model expects of it, to know how long to wait) and returns
    /// what was observed; nil when the step cannot be played (no such request is waiting).
    func play(_ step: ArticleStep, model: ArticleModel) async -> ArticleObservation? {
        switch step {
        case .create: create()
        case .viewDidLoad(let reply):
            guard let presenter else { return nil }
            repository.answerNextAtOnce = reply?.result
            presenter.onViewDidLoad()
        case .refresh(let reply):
            guard let presenter else { return nil }
            repository.answerNextAtOnce = reply?.result
            presenter.refresh()
        case .reply(let which, let reply):
            guard let request = model.waiting(which), repository.isWaiting(request) else { return nil }
            repository.answer(request, with: reply.result)
        case .releaseView: view = nil
        case .releasePresenter: presenter = nil
        case .clock(let seconds): clock.move(by: seconds)
        case .readUpdated:
            guard let presenter, let read = setup.lastUpdated else { return nil }
            await settle(expecting: (0, 0), items: nil, kind: ArticlePlayer.waitKind(step))
            var seen = observe()
            seen.readUpdated = true
            seen.lastUpdated = read(presenter)
            return seen
        }
        await settle(expecting: expectedCalls(step, model), items: expectedItems(step, model), kind: ArticlePlayer.waitKind(step))
        repository.answerNextAtOnce = nil
        return observe()
    }

    /// How many view calls and requests a correct presenter makes for `step`: the player waits
    /// for them (bounded), then gives the main queue a few more turns.
    private func expectedCalls(_ step: ArticleStep, _ model: ArticleModel) -> (calls: Int, asked: Int) {
        switch step {
        // With the view gone, a correct presenter's showLoading() goes nowhere: none is owed.
        case .viewDidLoad(nil), .refresh(nil): return (model.viewAlive && !model.loading ? 1 : 0, 1)
        case .viewDidLoad, .refresh: return (model.viewAlive ? (model.loading ? 2 : 3) : 0, 1)
        case .reply(let which, _): return (model.waiting(which) == model.latest && model.viewAlive && model.presenterAlive ? 2 : 0, 0)
        default: return (0, 0)
        }
    }

    /// The ids of the articles a correct presenter holds after `step`, when they are new (the
    /// player waits for them too: with the view gone, they are all a reply shows).
    private func expectedItems(_ step: ArticleStep, _ model: ArticleModel) -> [String]? {
        switch step {
        case .viewDidLoad(.articles(let list)?), .refresh(.articles(let list)?):
            return ArticleLists.all[list].map(\.id)
        case .reply(let which, .articles(let list)) where model.presenterAlive && model.waiting(which) != nil && model.waiting(which) == model.latest:
            return ArticleLists.all[list].map(\.id)
        default: return nil
        }
    }

    private func settle(expecting wanted: (calls: Int, asked: Int), items: [String]?, kind: String) async {
        let arrived = {
            self.log.entries.count - self.seenCalls >= wanted.calls && self.repository.asked.count - self.seenAsked >= wanted.asked
                && (items == nil || self.weakPresenter.map { $0.items.map(\.id) == items } ?? true)
        }
        for _ in 0..<4 { await mainHop() }
        // A presenter that awaits through another thread (every reply does: the repository's
        // requirement is nonisolated, so its return passes the global executor) may take longer:
        // more turns, then a wait woken by each view call and request (see `waitFor`), whose
        // bound only a presenter that never does what the step owes reaches. Such a presenter
        // would make every step of that kind wait: after one such wait, steps of the same kind
        // (see `ArticlePlayer.waitKind`) wait only briefly (a test process has a few seconds for
        // every check). Kinds are apart so that a presenter that never loads on onViewDidLoad()
        // is still waited for when it answers a reply. A correct presenter makes every call and
        // request a step owes, so it never runs a wait out.
        if !arrived() {
            let patient = !player.ranOutOfPatience.contains(kind)
            var hops = 0
            while patient && !arrived() && hops < 40 {
                await mainHop()
                hops += 1
            }
            let bound: UInt64 = patient ? 300_000_000 : 3_000_000
            if !arrived(), !(await waitFor(activity, turns: 0, within: bound, arrived)), patient { player.ranOutOfPatience.insert(kind) }
        }
        for _ in 0..<2 { await mainHop() }
    }

    private func observe() -> ArticleObservation {
        let calls = log.entries
        var seen = ArticleObservation()
        seen.calls = calls.dropFirst(seenCalls).map(\.call)
        seen.callSites = calls.dropFirst(seenCalls).map(\.site)
        seen.asked = Array(repository.asked.dropFirst(seenAsked))
        seen.requestSites = Array(repository.askedFrom.dropFirst(seenAsked))
        seen.items = weakPresenter?.items.map(\.id)
        seen.viewFreed = weakView == nil
        seen.presenterFreed = weakPresenter == nil
        seen.updatedAtReload = Array(headers.entries.dropFirst(seenHeaders))
        seenCalls = calls.count
        seenAsked = repository.asked.count
        seenHeaders = headers.entries.count
        return seen
    }

    /// Lets the world go: every request still waiting is ended, after the last observation.
    func end() async {
        presenter = nil
        view = nil
        repository.endAll()
        await mainHop()
    }
}

/// One sequence as played: for each step, the model before it and what was observed.
struct ArticleTrace {
    var steps: [ArticleStep]
    var played: [(model: ArticleModel, seen: ArticleObservation?)]

    /// The trace of `steps` on a presenter built by `player`'s setup, played now.
    @MainActor
    static func play(_ steps: [ArticleStep], player: ArticlePlayer) async -> ArticleTrace {
        var trace = ArticleTrace(steps: steps, played: [])
        let world = ArticleWorld(setup: player.setup, player: player)
        var model = ArticleModel()
        for (index, step) in steps.enumerated() {
            // A sequence starts with creating the presenter, and only then (shrinking may move it).
            guard (index == 0) == (step == .create) else {
                trace.played.append((model, nil))
                continue
            }
            let seen = await world.play(step, model: model)
            trace.played.append((model, seen))
            if seen != nil { model = model.after(step, seen) }
        }
        await world.end()
        return trace
    }

    /// The first step where the presenter differs from the model in a way `rule` owns.
    func firstMismatch(judging rule: ArticleRule) -> Mismatch? {
        for (index, step) in steps.enumerated() {
            guard let seen = played[index].seen else { continue }
            if let own = played[index].model.judge(step, seen).first(where: { $0.rule == rule }) {
                return Mismatch(step: index, saw: own.saw, expected: own.expected, site: own.site)
            }
        }
        return nil
    }
}

/// One check's player: plays sequences on presenters built by `setup`, keeps how long to wait for
/// a presenter that does not do what a step expects, and the traces it played (shrinking plays a
/// sequence again). Everything here belongs to one check, so its verdict does not depend on which
/// other checks ran before it in the same process.
@MainActor
final class ArticlePlayer {
    let setup: ArticleSetup
    /// The kinds of step (see `waitKind`) whose long wait for what a presenter never does ran
    /// out once already (see `ArticleWorld`): such a presenter costs one long wait per kind and
    /// check, not one per step.
    var ranOutOfPatience: Set<String> = []

    /// The kind of wait a step makes: what it owes the view and the repository.
    static func waitKind(_ step: ArticleStep) -> String {
        switch step {
        case .viewDidLoad(nil): return "load"
        case .viewDidLoad(.articles?): return "load-articles-at-once"
        case .viewDidLoad(.failure?): return "load-failure-at-once"
        case .refresh(nil): return "refresh"
        case .refresh(.articles?): return "refresh-articles-at-once"
        case .refresh(.failure?): return "refresh-failure-at-once"
        case .reply(_, .articles): return "reply-articles"
        case .reply(_, .failure): return "reply-failure"
        default: return "other"
        }
    }
    private var kept: [[ArticleStep]: ArticleTrace] = [:]

    init(setup: ArticleSetup) { self.setup = setup }

    /// The trace of `steps`, played now or earlier in this check; played afresh while the harness
    /// records where the calls came from (a kept trace has no call sites).
    func trace(of steps: [ArticleStep]) async -> ArticleTrace {
        if !CallSite.isCapturing, let known = kept[steps] { return known }
        let trace = await ArticleTrace.play(steps, player: self)
        kept[steps] = trace
        return trace
    }
}

/// Plays `rule`'s named scenarios, then generated sequences of `mix`, and judges them by `rule`.
@MainActor
func checkArticleSequences(
    _ rule: ArticleRule, mix: ArticleMix, scenarios: [[ArticleStep]] = [], seeds: ClosedRange<UInt64> = 1...40,
    maxSteps: Int = 10, setup: ArticleSetup = .plain
) async {
    let player = ArticlePlayer(setup: setup)
    await checkSequences(
        rule.statement, scenarios: scenarios, budget: SequenceBudget(seeds: seeds, maxSteps: maxSteps, shrinkPlays: 60),
        next: { random, steps in mix.next(&random, after: steps) },
        describe: \.description,
        play: { steps in await player.trace(of: steps).firstMismatch(judging: rule) })
}
