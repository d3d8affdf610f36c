// Hidden model of the menu screen's contract, written from the briefs: a small value-type state
// machine. For each step a user (or the world) can take, it says what the user must observe: the
// view calls, the repository requests, the router calls and the presenter's items. What the briefs
// leave open is stated here once, as freedoms, and nowhere else:
// - the wording of the error message (it must be there, and not empty);
// - a view call that repeats what the screen already shows (loading on when it is on, the same
//   list again) is harmless, made or not (`MenuScreenState.changes`);
// - any hop to the main thread, and any number of main turns before the view or the router is
//   called: the player drains the main queue between steps;
// - clearing the list with `show(items: [])` on a failure;
// - after a failed reload, `items` may be empty or still the last menu (a tap then opens a row of
//   that menu, or does nothing);
// - a reply to a request that is no longer the latest (an older one answered late) may be shown
//   like any reply, or ignored. (The repository answers each request once: a second reply is
//   outside its contract, and a presenter that wraps it in a checked continuation rightly traps.)
// - while a reload is in flight, `items` may still be the menu on screen or empty, and a tap on a
//   row of the menu on screen may open that item or do nothing.
import Foundation
@testable import MenuScreen

/// One thing that happens to the menu screen: something the user does, or something the world does.
enum MenuStep: Hashable, CustomStringConvertible {
    /// `MenuPresenter(view:repository:router:)`: every sequence starts with it.
    case create
    /// The app posts the notifications a presenter could register for (foreground, locale, clock).
    case notify
    /// `onViewDidLoad()`; the repository holds the request until a later step answers it.
    case viewDidLoad
    /// `onViewDidLoad()`, with a repository that answers inside the call (a cache).
    case viewDidLoadAnsweredAtOnce(menu: Int)
    /// The repository answers a request still waiting: the latest, or an earlier one (late).
    case reply(MenuRequest, MenuReply)
    /// `didSelectItem(at:)`.
    case tap(row: Int)
    /// `didTapInfo()`.
    case info
    /// The screen is closed: the view is released (the presenter lives on).
    case releaseView
    /// The presenter's owner goes away: the presenter is released.
    case releasePresenter

    var description: String {
        switch self {
        case .create: return "the presenter is created"
        case .notify: return "the app posts its notifications (foreground, locale, clock)"
        case .viewDidLoad: return "onViewDidLoad()"
        case .viewDidLoadAnsweredAtOnce(let menu): return "onViewDidLoad() with a repository that answers at once with \(MenuModel.told(menu))"
        case .reply(let request, .menu(let menu)): return "the repository answers \(request) with \(MenuModel.told(menu))"
        case .reply(let request, .failure): return "the repository fails \(request)"
        case .tap(let row): return "didSelectItem(at: \(row))"
        case .info: return "didTapInfo()"
        case .releaseView: return "the view is closed and released"
        case .releasePresenter: return "the presenter is released"
        }
    }
}

/// Which waiting request a reply answers. A step names it by its place, not by its number, so a
/// shorter sequence (shrinking) still means the same.
enum MenuRequest: Hashable, CustomStringConvertible {
    /// The request the latest onViewDidLoad() made.
    case latest
    /// The oldest request still waiting that is not the latest (its reply comes late).
    case earlier

    var description: String { self == .latest ? "the latest request" : "an earlier request, still waiting," }
}

/// What the repository answers: one of the model's menus, or a failure.
enum MenuReply: Hashable {
    case menu(Int)
    case failure
}

/// What the screen shows, as far as repeated calls go: a call that does not change it is harmless.
struct MenuScreenState: Equatable {
    var loading = false
    var titles: [String] = []

    /// The calls that change the screen, in order, and the screen after them. `showError` always
    /// counts: every message is an alert or a banner of its own.
    func changes(_ calls: [MenuViewCall]) -> (calls: [MenuViewCall], after: MenuScreenState) {
        var screen = self
        var kept: [MenuViewCall] = []
        for call in calls {
            switch call {
            case .loading(let on):
                if on != screen.loading { kept.append(call); screen.loading = on }
            case .items(let titles):
                if titles != screen.titles { kept.append(call); screen.titles = titles }
            case .error:
                kept.append(call)
            }
        }
        return (kept, screen)
    }
}

/// One outcome the contract accepts for a step. The first outcome of a step is the contract's
/// plain answer; the others are the freedoms the briefs grant.
struct MenuOutcome {
    /// What the view is told (compared as the screen changes it makes).
    var calls: [MenuViewCall]
    /// `show(items: [])` may be added anywhere (a failure may clear the list).
    var mayClearList = false
    /// How many new requests the repository gets.
    var requests: Int
    /// What the router is asked to show.
    var details: [MenuItem] = []
    var infos = 0
    /// The presenter's items after the step; nil when the contract leaves them open.
    var items: [MenuItem]?
    /// Instead, the items the presenter held before the step, whatever they were.
    var keepsItems = false
    /// The model after the step.
    var next: MenuModel
    /// Why the user sees this, for a message: "the reply to the latest request is shown".
    var why: String
}

extension MenuOutcome {
    /// The kind of freedom `step` leaves, when an accepted outcome does less than the plain one
    /// (a reply that is not the latest ignored, a tap while loading that does nothing); nil when
    /// every accepted outcome owes the same calls (a failed reload that keeps or clears the items).
    static func freedom(of step: MenuStep, _ outcomes: [MenuOutcome]) -> String? {
        let plain = outcomes[0]
        let less = outcomes.dropFirst().contains {
            $0.calls.count < plain.calls.count || $0.details.count < plain.details.count || $0.requests < plain.requests || $0.infos < plain.infos
        }
        guard less else { return nil }
        switch step {
        case .reply: return "an older reply shown"
        case .tap: return "a tap while loading opens"
        default: return "\(step)"
        }
    }
}

/// The contract's state: what has been asked and answered, and what the presenter holds.
struct MenuModel: Equatable {
    /// `onViewDidLoad()` was called at least once.
    var loaded = false
    /// How many requests the presenter made (request numbers 1...requests).
    var requests = 0
    var answered: Set<Int> = []
    /// The presenter's items, by the contract: the last reply shown; after a failure empty, or (a
    /// failed reload) still the last menu.
    var items: [MenuItem] = []
    /// The last reply shown was a failure.
    var failed = false
    /// The next `onViewDidLoad()` is a retry: the last reply shown was a failure and nothing is in
    /// flight (failure-state's rule; every other later `onViewDidLoad()` is loads-on-view-did-load's).
    var isRetry: Bool { loaded && failed && !loading }
    /// A menu was shown once: a failure from then on is a failed reload.
    var shownMenu = false
    var viewAlive = true
    var presenterAlive = true

    /// The number of the waiting request `which` names, if one is waiting.
    func waiting(_ which: MenuRequest) -> Int? {
        switch which {
        case .latest: return loading ? requests : nil
        case .earlier: return (1..<max(requests, 1)).first { !answered.contains($0) }
        }
    }

    /// The latest request is still waiting for its reply: the screen is loading.
    var loading: Bool { requests > 0 && !answered.contains(requests) }

    /// The menus the repository can answer with: a long one, a shorter one that keeps an item, two
    /// different items with the same title, an empty menu and a single item.
    static let menus: [[MenuItem]] = [
        sampleMenu,
        [MenuItem(id: "pie", title: "Apple pie"), sampleMenu[1]],
        [MenuItem(id: "flat-white-oat", title: "Flat white"), MenuItem(id: "flat-white", title: "Flat white"), MenuItem(id: "scone", title: "Scone")],
        [],
        [sampleMenu[0]],
        // The first menu's titles again, as new items (other ids): a reload that brings it must
        // replace the items, or a tap opens an item the repository no longer sent.
        sampleMenu.map { MenuItem(id: $0.id + "-today", title: $0.title) },
    ]

    static func told(_ menu: Int) -> String {
        let titles = menus[menu].map(\.title)
        if titles.isEmpty { return "an empty menu" }
        // Two menus of the same titles differ only by their items' ids: name them then.
        let twin = menus.indices.contains { $0 != menu && menus[$0].map(\.title) == titles }
        return twin ? "\(titles) (ids \(menus[menu].map(\.id)))" : "\(titles)"
    }

    /// Every outcome the contract accepts for `step`, the plain answer first.
    func outcomes(of step: MenuStep) -> [MenuOutcome] {
        // A view that is gone is told nothing.
        guard viewAlive else { return viewlessOutcomes(of: step) }
        var next = self
        switch step {
        case .create, .notify:
            return [MenuOutcome(calls: [], requests: 0, items: loaded ? nil : items, next: next, why: "nothing happens before onViewDidLoad()")]
        case .viewDidLoad:
            next.loaded = true
            next.requests += 1
            return [MenuOutcome(calls: [.loading(true)], requests: 1, items: nil, next: next, why: "loading starts and the repository is asked")]
        case .viewDidLoadAnsweredAtOnce(let menu):
            next.loaded = true
            next.requests += 1
            next.answered.insert(next.requests)
            next.show(.menu(menu))
            return [MenuOutcome(calls: [.loading(true), .loading(false), .items(Self.menus[menu].map(\.title))], requests: 1,
                                items: next.items, next: next, why: "loading starts, and ends with the menu")]
        case .reply(let which, let reply):
            guard let request = waiting(which) else {
                return [MenuOutcome(calls: [], requests: 0, items: nil, next: self, why: "no such request is waiting")]
            }
            return replyOutcomes(request, reply)
        case .tap(let row):
            return tapOutcomes(row)
        case .info:
            return [MenuOutcome(calls: [], requests: 0, infos: 1, items: nil, next: next, why: "the router shows the info screen")]
        case .releaseView:
            next.viewAlive = false
            return [MenuOutcome(calls: [], requests: 0, items: nil, next: next, why: "the view is freed")]
        case .releasePresenter:
            next.presenterAlive = false
            return [MenuOutcome(calls: [], requests: 0, items: nil, next: next, why: "the presenter is freed")]
        }
    }

    private func viewlessOutcomes(of step: MenuStep) -> [MenuOutcome] {
        var alive = self
        alive.viewAlive = true
        return alive.outcomes(of: step).map { outcome in
            var outcome = outcome
            outcome.calls = []
            outcome.next.viewAlive = false
            return outcome
        }
    }

    /// The reply to the latest request is shown. A reply to an older request may be shown too, or
    /// ignored (freedom).
    private func replyOutcomes(_ request: Int, _ reply: MenuReply) -> [MenuOutcome] {
        var shown = self
        shown.answered.insert(request)
        shown.show(reply)
        let calls: [MenuViewCall]
        switch reply {
        case .menu(let menu): calls = [.loading(false), .items(Self.menus[menu].map(\.title))]
        case .failure: calls = [.loading(false), .error]
        }
        let isLatest = request == requests && !answered.contains(request)
        var shows = [MenuOutcome(calls: calls, mayClearList: reply == .failure, requests: 0, items: shown.items, next: shown,
                                 why: reply == .failure ? "loading ends, then one message" : "loading ends, then the new menu")]
        // A failed reload may keep what the presenter held, whatever that was: what it held is the
        // loading rule's to judge (a failure check that judged it too would fail a loading mistake).
        if reply == .failure && shownMenu {
            var kept = shown
            kept.items = items
            shows.append(MenuOutcome(calls: calls, mayClearList: true, requests: 0, items: nil, keepsItems: true, next: kept,
                                     why: "after a failed reload the items may still be the last menu"))
        }
        guard !isLatest else { return shows }
        var ignored = self
        ignored.answered.insert(request)
        return shows + [MenuOutcome(calls: [], requests: 0, items: nil, next: ignored, why: "a reply that is not the latest may be ignored")]
    }

    /// A tap on a row of the items opens that item (by position); any other row does nothing at
    /// all. While a reload is in flight, a tap on a row of the menu on screen may do nothing too.
    private func tapOutcomes(_ row: Int) -> [MenuOutcome] {
        let nothing = MenuOutcome(calls: [], requests: 0, items: nil, next: self, why: "a row that does not exist does nothing")
        guard items.indices.contains(row) else { return [nothing] }
        let open = MenuOutcome(calls: [], requests: 0, details: [items[row]], items: nil, next: self, why: "the router shows the item on that row")
        return loading ? [open, MenuOutcome(calls: [], requests: 0, items: nil, next: self, why: "while a reload is in flight, a tap may do nothing")] : [open]
    }

    private mutating func show(_ reply: MenuReply) {
        switch reply {
        case .menu(let menu): items = Self.menus[menu]; failed = false; shownMenu = true
        case .failure: items = []; failed = true
        }
    }

    /// The model after `steps`, taking the contract's plain answer at each step (what a correct
    /// presenter does): for generating the next step.
    static func simulated(_ steps: [MenuStep]) -> MenuModel {
        steps.reduce(into: MenuModel()) { model, step in model = model.outcomes(of: step)[0].next }
    }
}
