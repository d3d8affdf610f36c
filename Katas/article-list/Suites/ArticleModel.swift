// The contract of the article list as an executable model, written from the briefs (story.md and
// stages/*.md): for every step a user or the world takes, what the view must be told, what the
// repository must be asked and what the presenter's `items` must be. Each obligation names the
// check whose rule it is, so a check judges only its own rule (see ArticleSequences.swift).
//
// The freedoms the briefs grant, all of them here and nowhere else:
// - after a reply, `reloadList()` and `hideLoading()` (or `handleApiError(error:)` and
//   `hideLoading()`) may come in either order;
// - a load started while another is in flight may tell the view `showLoading()` again, or not;
// - any way of awaiting the repository from the main actor, and any number of main turns: the
//   player lets the main queue run after every step;
// - cancelling the task of an older load (its reply must change nothing either way);
// - the repository may be kept alive by a request in flight (only the view and the presenter are
//   judged for being freed);
// - how `lastUpdated` is worked out (stage 4): only its text when it is read, and when the view is
//   told `reloadList()` for new articles, is judged; the clock is read through the injected clock,
//   and the moment of the update is the one the latest load's articles are applied at.
import Foundation
@testable import ArticleList

/// The checks of the kata whose rules the model's obligations belong to.
enum ArticleRule: String, Sendable {
    case noWorkInInit = "no-work-in-init"
    case loads = "loads-on-view-did-load"
    case failure = "failure-state"
    case refresh = "refresh"
    case viewIsWeak = "view-is-weak"
    case staleReply = "stale-reply"
    case updated = "updated-from-clock"

    /// The rule, as the briefs say it.
    var statement: String {
        switch self {
        case .noWorkInInit: return "creating the presenter asks nothing and tells the view nothing, and starts nothing (no task, timer or observer): let go of before onViewDidLoad(), it is freed at once."
        case .loads: return "onViewDidLoad() tells the view showLoading() and asks latest(refresh: false) once, never earlier; the latest load's articles become items, then the view is told reloadList() and hideLoading() once each (either order), and nothing else."
        case .failure: return "a failed latest load tells the view handleApiError(error:) once with the repository's own error and hideLoading() once (either order), no reloadList(), and leaves items as they were."
        case .refresh: return "refresh() tells the view showLoading() (optional while a load is in flight) and asks latest(refresh: true) once, every time; its articles become items, then reloadList() and hideLoading() once each."
        case .viewIsWeak: return "nothing keeps a closed screen alive: the view, and the presenter with a request in flight, are freed at once; a reply that comes later crashes nothing and tells a view nothing (with the view gone, it still updates items)."
        case .staleReply: return "once a newer load has started, an older load's reply, success or failure, before or after the newer one's, changes nothing: items stay, and the view is told nothing."
        case .updated: return "lastUpdated is worked out when it is read, from the injected clock's now() and the moment the latest load's articles were applied (also with the view gone; the clock read at the reply, not at the request; a failure or an older reply leaves the moment as it was): nil before any success, \"Updated just now\" under a minute, \"Updated 1 minute ago\", \"Updated N minutes ago\" (whole minutes, rounded down), from 60 minutes \"Updated 1 hour ago\", \"Updated N hours ago\"; it already says \"Updated just now\" when the view is told reloadList() for new articles."
        }
    }
}

/// What the repository answers: one of `ArticleLists.all`, or a failure with a tag.
enum Reply: Hashable, Sendable {
    case articles(Int)
    case failure(Int)

    var result: Result<[Article], Error> {
        switch self {
        case .articles(let list): return .success(ArticleLists.all[list])
        case .failure(let tag): return .failure(StubFailure(tag: tag))
        }
    }

    var told: String {
        switch self {
        case .articles(let list): return "the articles \(ArticleLists.told(list: list))"
        case .failure(let tag): return "failure #\(tag)"
        }
    }
}

/// Which waiting request a reply answers: named by its place, so a shorter sequence (shrinking)
/// still means the same.
enum Which: Hashable, Sendable {
    /// The request of the latest load.
    case latest
    /// The oldest request still waiting that is not the latest load's.
    case earlier
}

/// One step of a sequence: the screen's, the user's, or the repository's.
enum ArticleStep: Hashable, Sendable, CustomStringConvertible {
    /// `ArticleListPresenter(view:articles:)`: every sequence starts with it.
    case create
    /// `onViewDidLoad()`; with a reply, the repository answers without suspending (a cache).
    case viewDidLoad(Reply?)
    /// `refresh()`; with a reply, the repository answers without suspending.
    case refresh(Reply?)
    /// The repository answers a waiting request.
    case reply(Which, Reply)
    /// The screen is closed: the view is let go of (the presenter lives on).
    case releaseView
    /// The screen's owner lets the presenter go.
    case releasePresenter
    /// The injected clock moves on by this many seconds (stage 4's check only).
    case clock(Double)
    /// The view reads `lastUpdated` to draw its header (stage 4's check only).
    case readUpdated

    var description: String {
        switch self {
        case .create: return "the presenter is created"
        case .viewDidLoad(nil): return "onViewDidLoad()"
        case .viewDidLoad(let reply?): return "onViewDidLoad() (the repository answers \(reply.told) at once)"
        case .refresh(nil): return "refresh()"
        case .refresh(let reply?): return "refresh() (the repository answers \(reply.told) at once)"
        case .reply(.latest, let reply): return "the repository answers the latest load with \(reply.told)"
        case .reply(.earlier, let reply): return "the repository answers an older load with \(reply.told)"
        case .releaseView: return "the view is closed and let go of"
        case .releasePresenter: return "the presenter is let go of"
        case .clock(let seconds): return "the clock moves on by \(ArticleModel.told(seconds: seconds))"
        case .readUpdated: return "the view reads lastUpdated"
        }
    }

    /// The repository answers a waiting request.
    var isReply: Bool {
        if case .reply = self { return true }
        return false
    }
}

/// What the user could observe after one step.
struct ArticleObservation {
    var calls: [ViewCall] = []
    /// Where each call came from, while the harness records it (see `CallSite`).
    var callSites: [CallSite?] = []
    /// The `refresh` flags of the requests made during the step.
    var asked: [Bool] = []
    var requestSites: [CallSite?] = []
    /// The ids of the presenter's items after the step (nil: the presenter is gone).
    var items: [String]?
    var viewFreed = false
    var presenterFreed = false
    /// What `lastUpdated` said, when the step read it.
    var lastUpdated: String?
    var readUpdated = false
    /// What `lastUpdated` said at each `reloadList()` of the step (only where the check reads it).
    var updatedAtReload: [String?] = []

    /// Where the `index`-th call of the step came from.
    func site(ofCall index: Int?) -> CallSite? {
        guard let index, callSites.indices.contains(index) else { return nil }
        return callSites[index]
    }

    /// The first call from `start` on that `expected` has no room for (each expected call is
    /// matched once, in any order): the wrong call to point at. Nil when the calls only fall short.
    func firstUnexpected(from start: Int = 0, _ expected: [ViewCall]) -> CallSite? {
        var left = expected
        for index in calls.indices.dropFirst(start) {
            if let match = left.firstIndex(of: calls[index]) { left.remove(at: match) } else { return site(ofCall: index) }
        }
        return nil
    }

    /// The request beyond what `expected` allows, or the first with the wrong flag.
    func wrongRequest(_ expected: [Bool]) -> CallSite? {
        guard let index = asked.indices.first(where: { $0 >= expected.count || asked[$0] != expected[$0] }),
              requestSites.indices.contains(index) else { return nil }
        return requestSites[index]
    }
}

/// Where a step differs from the contract, and whose rule says so.
struct Difference {
    var rule: ArticleRule
    var saw: String
    var expected: String
    /// Where the wrong call came from, when there is one (see `CallSite`).
    var site: CallSite? = nil
}

/// The contract's state: the requests made and answered, and what the presenter holds.
struct ArticleModel {
    /// The `refresh` flag of every request the presenter made.
    var flags: [Bool] = []
    var answered: Set<Int> = []
    /// The request of the latest load (nil before any).
    var latest: Int?
    var items: [String] = []
    /// `onViewDidLoad()` or `refresh()` has been called.
    var started = false
    var viewAlive = true
    var presenterAlive = true
    /// The clock's time, in seconds since the sequence began.
    var now: Double = 0
    /// When the latest load's articles were applied (nil before any).
    var updatedAt: Double?
    /// A moment also accepted, and which: with the view gone, a reply of the very articles the
    /// presenter already held cannot show whether it was applied, and a presenter that drops a
    /// reply without a view (a mistake view-is-weak reports) keeps its moment. Until articles are
    /// applied again, the header may follow either.
    var keptMoment: (at: Double?, accepted: Bool) = (nil, false)

    /// The latest load is still waiting for its reply.
    var loading: Bool { latest.map { !answered.contains($0) } ?? false }

    /// The request `which` names, if it is waiting.
    func waiting(_ which: Which) -> Int? {
        switch which {
        case .latest: return loading ? latest : nil
        case .earlier: return flags.indices.first { $0 != latest && !answered.contains($0) }
        }
    }

    /// What the contract says of `step`, given what was seen: the differences, each with its rule.
    func judge(_ step: ArticleStep, _ seen: ArticleObservation) -> [Difference] {
        judgeStep(step, seen) + judgeUpdated(step, seen)
    }

    private func judgeStep(_ step: ArticleStep, _ seen: ArticleObservation) -> [Difference] {
        switch step {
        case .clock, .readUpdated: return []
        case .create:
            var found: [Difference] = []
            if !seen.asked.isEmpty {
                let site = seen.wrongRequest([])
                found.append(Difference(rule: .noWorkInInit, saw: "the repository was asked \(seen.asked.count) time(s)", expected: "no request before onViewDidLoad()", site: site))
                found.append(Difference(rule: .loads, saw: "the repository was asked \(seen.asked.count) time(s) before onViewDidLoad()", expected: "no request before onViewDidLoad()", site: site))
            }
            if !seen.calls.isEmpty {
                found.append(Difference(rule: .noWorkInInit, saw: "the view was told \(describe(seen.calls))", expected: "no call to the view from init", site: seen.site(ofCall: 0)))
            }
            return found
        case .releasePresenter:
            guard !seen.presenterFreed else { return [] }
            return started
                ? [Difference(rule: .viewIsWeak, saw: "the presenter is still alive", expected: "freed at once, even with a request in flight: let the task hold the repository, not the presenter, and come back to self weakly after the await")]
                : [Difference(rule: .noWorkInInit, saw: "the presenter is still alive, though onViewDidLoad() was never called", expected: "freed at once: init starts no task, timer or observer that holds it")]
        case .releaseView:
            return seen.viewFreed ? [] : [Difference(rule: .viewIsWeak, saw: "the view is still alive", expected: "freed at once: hold it weakly, and let no task or closure capture it")]
        case .viewDidLoad(let reply):
            return judgeLoad(refresh: false, reply, seen, rule: .loads)
        case .refresh(let reply):
            return judgeLoad(refresh: true, reply, seen, rule: .refresh)
        case .reply(let which, let reply):
            guard let request = waiting(which) else { return [] }
            guard presenterAlive else {
                return seen.calls.isEmpty ? [] : [Difference(rule: .viewIsWeak, saw: "a presenter let go of told the view \(describe(seen.calls))", expected: "nothing: the presenter is gone",
                                                             site: seen.site(ofCall: 0))]
            }
            guard request == latest else {
                var found: [Difference] = []
                if !seen.calls.isEmpty {
                    found.append(Difference(rule: .staleReply, saw: "the view was told \(describe(seen.calls))", expected: "nothing: a newer load has started", site: seen.site(ofCall: 0)))
                }
                if let now = seen.items, now != items { found.append(Difference(rule: .staleReply, saw: "items became \(ArticleLists.told(now))", expected: "items stay \(ArticleLists.told(items))")) }
                return found
            }
            // With the view gone, what is left to judge of articles (items still follow them) is
            // the lifetime rule's; a failure's items stay the failure rule's.
            let owner: ArticleRule
            switch reply {
            case .failure: owner = .failure
            case .articles where !viewAlive: owner = .viewIsWeak
            case .articles: owner = flags[request] ? .refresh : .loads
            }
            return judgeReply(reply, seen, from: 0, rule: owner)
        }
    }

    /// `lastUpdated` as read, and as it stood at a `reloadList()` for the latest load's articles.
    private func judgeUpdated(_ step: ArticleStep, _ seen: ArticleObservation) -> [Difference] {
        if case .readUpdated = step, seen.readUpdated {
            let expected = updatedAt.map { Self.updatedText(after: now - $0) }
            guard seen.lastUpdated != expected else { return [] }
            if keptMoment.accepted, seen.lastUpdated == keptMoment.at.map({ Self.updatedText(after: now - $0) }) { return [] }
            let since = updatedAt.map { "\(Self.told(seconds: now - $0)) after the latest load's articles came (whole minutes, rounded down)" } ?? "no load has succeeded yet"
            return [Difference(rule: .updated, saw: "lastUpdated was \(Self.quoted(seen.lastUpdated))", expected: "\(Self.quoted(expected)): \(since)")]
        }
        guard appliesArticles(step), viewAlive, let wrong = seen.updatedAtReload.firstIndex(where: { $0 != Self.updatedText(after: 0) }) else { return [] }
        // The reload the header was read at: the `wrong`-th reloadList() of the step.
        let reload = seen.calls.indices.filter { seen.calls[$0].isReloadList }.dropFirst(wrong).first
        return [Difference(rule: .updated, saw: "when the view was told reloadList() for the new articles, lastUpdated was \(Self.quoted(seen.updatedAtReload[wrong]))",
                           expected: "\"Updated just now\": the moment of the update is the moment the articles are applied, before the view draws them", site: seen.site(ofCall: reload))]
    }

    /// Whether a correct presenter applies the latest load's articles at `step`.
    func appliesArticles(_ step: ArticleStep) -> Bool {
        switch step {
        case .viewDidLoad(.articles?), .refresh(.articles?): return presenterAlive
        case .reply(let which, .articles): return presenterAlive && waiting(which) != nil && waiting(which) == latest
        default: return false
        }
    }

    /// The header's text, `seconds` after the update: the product's wording, exactly.
    static func updatedText(after seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded(.down))
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    /// "2 min 30 s", "1 h 0.5 s", "2 min", "45 s".
    static func told(seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let rest = seconds - Double(whole)
        let parts = [(whole / 3600, "h"), (whole % 3600 / 60, "min")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let secondsPart = rest == 0 ? (whole % 60 == 0 && !parts.isEmpty ? nil : "\(whole % 60) s") : "\(Double(whole % 60) + rest) s"
        return (parts + [secondsPart].compactMap { $0 }).joined(separator: " ")
    }

    static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }

    /// A load: one request with the right flag, showLoading() (optional while another is in
    /// flight), and with an answer at once, the reply's calls after it.
    private func judgeLoad(refresh: Bool, _ reply: Reply?, _ seen: ArticleObservation, rule: ArticleRule) -> [Difference] {
        let call = refresh ? "refresh()" : "onViewDidLoad()"
        if seen.asked != [refresh] {
            let told = seen.asked.isEmpty ? "no request" : seen.asked.map { "latest(refresh: \($0))" }.joined(separator: ", ")
            return [Difference(rule: rule, saw: "\(call) made \(told)", expected: "one request, latest(refresh: \(refresh))", site: seen.wrongRequest([refresh]))]
        }
        guard viewAlive else {
            guard let reply else { return [] }
            var unseen = seen
            unseen.calls = []
            return judgeReply(reply, unseen, from: 0, rule: { if case .failure = reply { return .failure }; return .viewIsWeak }())
        }
        let mayRepeat = loading
        let start = seen.calls.first == .showLoading ? 1 : 0
        if start == 0 && !mayRepeat {
            return [Difference(rule: rule, saw: "after \(call) the view was told \(describe(seen.calls))", expected: reply == nil ? "showLoading()" : "showLoading() first, then the reply",
                               site: seen.site(ofCall: 0))]
        }
        guard let reply else {
            return seen.calls.count == start ? [] : [Difference(rule: rule, saw: "while the load waits, the view was told \(describe(seen.calls))",
                                                                 expected: mayRepeat ? "showLoading() once, or nothing (a load is already in flight)" : "showLoading() once",
                                                                 site: seen.site(ofCall: start))]
        }
        let owner: ArticleRule = { if case .failure = reply { return .failure }; return rule }()
        return judgeReply(reply, seen, from: start, rule: owner)
    }

    /// The reply of the latest load: its calls (the step's from `start` on), in either order, and
    /// the items after it.
    private func judgeReply(_ reply: Reply, _ seen: ArticleObservation, from start: Int, rule: ArticleRule) -> [Difference] {
        let calls = Array(seen.calls.dropFirst(start))
        let now = seen.items
        let expected: [ViewCall]
        let after: [String]
        switch reply {
        case .articles(let list):
            after = ArticleLists.all[list].map(\.id)
            expected = [.reloadList(after), .hideLoading]
        case .failure(let tag):
            after = items
            expected = [.error(tag), .hideLoading]
        }
        var found: [Difference] = []
        if viewAlive && !(calls.count == 2 && Set(calls) == Set(expected)) {
            let wanted = expected.map(\.description).joined(separator: " and ")
            found.append(Difference(rule: rule, saw: "the view was told \(describe(calls))", expected: "\(wanted), once each, in either order, and nothing else",
                                    site: seen.firstUnexpected(from: start, expected)))
        }
        if let now, now != after {
            found.append(Difference(rule: rule, saw: "items are \(ArticleLists.told(now))", expected: "items \(ArticleLists.told(after))"))
        }
        return found
    }

    /// The latest load's articles are applied at `step`: the moment moves to now, unless the view
    /// is gone and the presenter's items show it dropped the reply (view-is-weak's mistake, judged
    /// there, not again here); when they cannot show it, the moment it had stays accepted too.
    private mutating func moveMoment(at step: ArticleStep, _ seen: ArticleObservation?, from before: ArticleModel) {
        keptMoment = (nil, false)
        if !before.viewAlive, let list = Self.articles(of: step), let held = seen?.items, held == before.items {
            guard ArticleLists.all[list].map(\.id) == before.items else { return }
            keptMoment = (before.updatedAt, true)
        }
        updatedAt = now
    }

    /// The list of articles a step answers with, if it does.
    static func articles(of step: ArticleStep) -> Int? {
        switch step {
        case .viewDidLoad(.articles(let list)?), .refresh(.articles(let list)?), .reply(_, .articles(let list)): return list
        default: return nil
        }
    }

    /// The model after `step`, following what the presenter did: the requests it made and the
    /// items it holds (so a mistake is judged once, by its own rule, and not again at every later
    /// step).
    func after(_ step: ArticleStep, _ seen: ArticleObservation?) -> ArticleModel {
        var next = self
        if appliesArticles(step), step.isReply || !(seen?.asked ?? []).isEmpty { next.moveMoment(at: step, seen, from: self) }
        if case .reply(let which, .articles(let list)) = step, let request = waiting(which), request != latest, let seen,
           seen.calls.contains(where: \.isReloadList) || (seen.items != items && seen.items == ArticleLists.all[list].map(\.id)) {
            // The presenter applied an older reply (a mistake stale-reply reports): the moment follows it.
            next.updatedAt = now
        }
        switch step {
        case .clock(let seconds): next.now += seconds
        case .readUpdated: break
        case .create:
            // A request made from init (a mistake no-work-in-init reports) becomes the latest load.
            next.flags += seen?.asked ?? []
            if !(seen?.asked ?? []).isEmpty { next.latest = next.flags.count - 1 }
        case .releaseView: next.viewAlive = false
        case .releasePresenter: next.presenterAlive = false
        case .viewDidLoad(let reply), .refresh(let reply):
            next.started = true
            let flags = seen?.asked ?? []
            next.flags += flags
            if !flags.isEmpty {
                next.latest = next.flags.count - 1
                if reply != nil { next.answered.insert(next.flags.count - 1) }
            }
        case .reply(let which, _):
            if let request = waiting(which) { next.answered.insert(request) }
        }
        if let items = seen?.items { next.items = items }
        return next
    }

    /// The model after `steps`, as a correct presenter would leave it: for generating the next step.
    static func simulated(_ steps: [ArticleStep]) -> ArticleModel {
        steps.reduce(into: ArticleModel()) { model, step in
            var seen = ArticleObservation()
            switch step {
            case .viewDidLoad(let reply), .refresh(let reply):
                seen.asked = [{ if case .refresh = step { return true }; return false }()]
                if case .articles(let list)? = reply { seen.items = ArticleLists.all[list].map(\.id) }
            case .reply(let which, .articles(let list)) where model.waiting(which) == model.latest && model.waiting(which) != nil:
                seen.items = ArticleLists.all[list].map(\.id)
            default: break
            }
            model = model.after(step, seen)
        }
    }
}
