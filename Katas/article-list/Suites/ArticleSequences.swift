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
        return random.weighted(choices)
    }

    private func reply(_ random: inout SeededGenerator) -> Reply {
        random.chance(35) ? .failure(random.int(in: 1...3)) : .articles(random.int(in: 0...(ArticleLists.all.count - 1)))
    }
}

/// A presenter, its spy view and its repository, as one sequence plays them.
@MainActor
final class ArticleWorld {
    let log = Recorder<ViewCall>()
    let repository = HeldArticles()
    private var view: ArticleViewSpy?
    private var presenter: ArticleListPresenter?
    private weak var weakView: ArticleViewSpy?
    private weak var weakPresenter: ArticleListPresenter?
    private var seenCalls = 0
    private var seenAsked = 0

    func create() {
        let view = ArticleViewSpy(log: log)
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.itemsNow = { [weak presenter] in presenter?.items }
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
        }
        await settle(expecting: expectedCalls(step, model), items: expectedItems(step, model))
        repository.answerNextAtOnce = nil
        return observe()
    }

    /// How many view calls and requests a correct presenter makes for `step`: the player waits
    /// for them (bounded), then gives the main queue a few more turns.
    private func expectedCalls(_ step: ArticleStep, _ model: ArticleModel) -> (calls: Int, asked: Int) {
        switch step {
        case .viewDidLoad(nil), .refresh(nil): return (model.loading ? 0 : 1, 1)
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

    private func settle(expecting wanted: (calls: Int, asked: Int), items: [String]?) async {
        let arrived = {
            self.log.entries.count - self.seenCalls >= wanted.calls && self.repository.asked.count - self.seenAsked >= wanted.asked
                && (items == nil || self.weakPresenter.map { $0.items.map(\.id) == items } ?? true)
        }
        for _ in 0..<4 { await mainHop() }
        // A presenter that awaits through another thread (a detached task, a completion handler
        // on the global executor) may take longer: more turns, then a bounded, sleeping wait. A
        // presenter that never does what is expected would make every step wait: after a few such
        // waits, the rest of the process waits no more (a check has a few seconds in all).
        if !arrived() && Self.patience > 0 {
            var hops = 0
            while !arrived() && hops < 40 {
                await mainHop()
                hops += 1
            }
            if !arrived() {
                let late = await eventually(turns: 150, arrived)
                if !late { Self.patience -= 1 }
            }
        }
        for _ in 0..<2 { await mainHop() }
    }

    private static var patience = 4

    private func observe() -> ArticleObservation {
        let calls = log.entries
        var seen = ArticleObservation()
        seen.calls = Array(calls.dropFirst(seenCalls))
        seen.asked = Array(repository.asked.dropFirst(seenAsked))
        seen.items = weakPresenter?.items.map(\.id)
        seen.viewFreed = weakView == nil
        seen.presenterFreed = weakPresenter == nil
        seenCalls = calls.count
        seenAsked = repository.asked.count
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

    @MainActor private static var kept: [[ArticleStep]: ArticleTrace] = [:]

    /// The trace of `steps`, played now or earlier in this process.
    @MainActor
    static func of(_ steps: [ArticleStep]) async -> ArticleTrace {
        if let known = kept[steps] { return known }
        var trace = ArticleTrace(steps: steps, played: [])
        let world = ArticleWorld()
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
        kept[steps] = trace
        return trace
    }

    /// The first step where the presenter differs from the model in a way `rule` owns.
    func firstMismatch(judging rule: ArticleRule) -> Mismatch? {
        for (index, step) in steps.enumerated() {
            guard let seen = played[index].seen else { continue }
            if let own = played[index].model.judge(step, seen).first(where: { $0.rule == rule }) {
                return Mismatch(step: index, saw: own.saw, expected: own.expected)
            }
        }
        return nil
    }
}

/// Plays `rule`'s named scenarios, then generated sequences of `mix`, and judges them by `rule`.
@MainActor
func checkArticleSequences(_ rule: ArticleRule, mix: ArticleMix, scenarios: [[ArticleStep]] = [], seeds: ClosedRange<UInt64> = 1...40) async {
    await checkSequences(
        rule.statement, scenarios: scenarios, budget: SequenceBudget(seeds: seeds, maxSteps: 10, shrinkPlays: 60),
        next: { random, steps in mix.next(&random, after: steps) },
        describe: \.description,
        play: { steps in await ArticleTrace.of(steps).firstMismatch(judging: rule) })
}
