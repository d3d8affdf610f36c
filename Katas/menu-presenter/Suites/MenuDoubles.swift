// Hidden helpers: a view spy, a router spy and repositories the checks control.
import Foundation
import Testing
@testable import MenuScreen

enum MenuViewCall: Equatable, CustomStringConvertible {
    case loading(Bool)
    case items([String])
    case error

    var description: String {
        switch self {
        case .loading(let on): return "showLoading(\(on))"
        case .items(let titles): return "show(items: \(titles))"
        case .error: return "showError(_:)"
        }
    }
}

/// Records what the presenter told the view, whether it was on the main thread, and where the
/// presenter made the call (while the harness records it, see `CallSite`).
final class MenuViewSpy: MenuView, @unchecked Sendable {
    let log: Recorder<(call: MenuViewCall, onMain: Bool, site: CallSite?)>
    let errorTexts = Recorder<(text: String, site: CallSite?)>()

    /// With an `activity`, every call bumps it (see `Activity`).
    nonisolated init(activity: Activity? = nil) { log = Recorder(activity: activity) }

    nonisolated func showLoading(_ isLoading: Bool) { log.append((.loading(isLoading), Thread.isMainThread, CallSite.here())) }
    nonisolated func show(items: [String]) { log.append((.items(items), Thread.isMainThread, CallSite.here())) }
    nonisolated func showError(_ message: String) {
        let site = CallSite.here()
        errorTexts.append((message, site))
        log.append((.error, Thread.isMainThread, site))
    }

    nonisolated var calls: [MenuViewCall] { log.entries.map(\.call) }
    nonisolated var callsOffMain: [MenuViewCall] { calls(offMainAfter: 0) }

    /// The calls made off the main thread, after the first `count` calls.
    nonisolated func calls(offMainAfter count: Int) -> [MenuViewCall] {
        var offMain: [MenuViewCall] = []
        for entry in log.entries.dropFirst(count) where !entry.onMain { offMain.append(entry.call) }
        return offMain
    }
    nonisolated var errors: [String] { errorTexts.entries.map(\.text) }
    nonisolated var summary: String { describe(calls) }

    /// The calls made after the first `count`.
    nonisolated func calls(after count: Int) -> [MenuViewCall] { Array(calls.dropFirst(count)) }
}

/// "showLoading(true), showLoading(false)", or "no call at all".
func describe(_ calls: [MenuViewCall]) -> String {
    calls.isEmpty ? "no call at all" : calls.map(\.description).joined(separator: ", ")
}

/// Records navigation requests, whether they came on the main thread, and where the presenter
/// made them (while the harness records it, see `CallSite`).
final class MenuRouterSpy: MenuRouting, @unchecked Sendable {
    let details: Recorder<(item: MenuItem, site: CallSite?)>
    let infos: Recorder<CallSite?>
    let offMain = Recorder<(call: String, site: CallSite?)>()

    /// With an `activity`, every call bumps it (see `Activity`).
    nonisolated init(activity: Activity? = nil) {
        details = Recorder(activity: activity)
        infos = Recorder(activity: activity)
    }

    nonisolated func showDetail(for item: MenuItem) {
        let site = CallSite.here()
        if !Thread.isMainThread { offMain.append(("showDetail(for: \(item.title))", site)) }
        details.append((item, site))
    }
    nonisolated func showInfo() {
        let site = CallSite.here()
        if !Thread.isMainThread { offMain.append(("showInfo()", site)) }
        infos.append(site)
    }

    nonisolated var detailsShown: [MenuItem] { details.entries.map(\.item) }
    nonisolated var infoShown: Int { infos.entries.count }
    /// The calls made off the main thread, as "showInfo()".
    nonisolated var callsOffMain: [String] { offMain.entries.map(\.call) }
}

/// Holds every request until the check delivers its reply, from a background queue: the check
/// decides when a reply arrives, and can close the screen while a request is in flight.
final class HeldMenuRepository: MenuRepository, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[MenuItem], Error>) -> Void
    private let lock = NSLock()
    private var held: [Completion] = []
    private var asked = 0
    private let queue = DispatchQueue(label: "kata.menu-repository")

    func loadItems(completion: @escaping Completion) {
        lock.withLock {
            asked += 1
            held.append(completion)
        }
    }

    var requests: Int { lock.withLock { asked } }
    var waiting: Int { lock.withLock { held.count } }

    /// Hands the oldest held request its reply on the background queue, and returns once the
    /// completion has returned. A presenter may ask from a task that has not run yet: this waits
    /// for the request (bounded). False when no request came.
    @MainActor
    @discardableResult
    func deliver(_ result: Result<[MenuItem], Error>) async -> Bool {
        await until { waiting > 0 }
        return await deliverIfAsked(result)
    }

    /// Like `deliver`, but only to a request already made: for a presenter that is gone and may
    /// rightly never ask.
    @MainActor
    @discardableResult
    func deliverIfAsked(_ result: Result<[MenuItem], Error>) async -> Bool {
        let completion: Completion? = lock.withLock { held.isEmpty ? nil : held.removeFirst() }
        guard let completion else { return false }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async {
                completion(result)
                done.resume()
            }
        }
        return true
    }
}

extension HeldMenuRepository {
    /// Waits until the presenter has made `count` requests in all, then lets it settle: the view
    /// has then been told everything it will be told while the menu loads.
    @MainActor
    func whileLoading(requests count: Int = 1) async {
        await until { requests >= count }
        await settle()
    }

    /// Delivers `result`, waits until `done` holds, then lets the presenter settle.
    @MainActor
    func reply(_ result: Result<[MenuItem], Error>, until done: () -> Bool) async {
        await deliver(result)
        await until(done)
        await settle()
    }
}

/// Answers at once, before `loadItems` returns, on the thread that asked: a cache, or a service
/// that already has the menu.
final class ImmediateMenuRepository: MenuRepository, @unchecked Sendable {
    private let result: Result<[MenuItem], Error>
    init(_ result: Result<[MenuItem], Error>) { self.result = result }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        completion(result)
    }
}

extension MenuViewSpy {
    /// Whether the view has been told, after the first `count` calls, something that ends a load:
    /// loading off, a list or an error.
    nonisolated func loadEnded(after count: Int) -> Bool {
        calls(after: count).contains { call in
            switch call {
            case .loading(let on): return !on
            case .items, .error: return true
            }
        }
    }

    /// The last `showLoading` call after the first `count` calls, if any.
    nonisolated func lastLoading(after count: Int) -> Bool? {
        for call in calls(after: count).reversed() { if case .loading(let on) = call { return on } }
        return nil
    }
}

let sampleMenu = [
    MenuItem(id: "tea", title: "Sencha tea"),
    MenuItem(id: "cake", title: "Carrot cake"),
    MenuItem(id: "soup", title: "Pumpkin soup"),
    MenuItem(id: "bun", title: "Cinnamon bun"),
]

/// Waits until `condition` holds: first turn by turn on the main thread (a correct presenter is
/// done within a few), then with a short, bounded, sleeping wait.
@MainActor
@discardableResult
func until(_ condition: () -> Bool) async -> Bool {
    if await quickly(condition) { return true }
    return await eventually(turns: 100, condition)
}

/// Gives the main thread up to 50 turns for `condition`, without sleeping: for something that
/// another check is about, where waiting longer only slows this one down.
@MainActor
func quickly(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<50 {
        if condition() { return true }
        await mainTurn()
    }
    return condition()
}

/// A presenter with spies, its menu loaded: the reply came from a background queue. Waits for the
/// load to end (loading off, a list or an error), not for the list to be right: that is
/// loads-on-view-did-load's business.
@MainActor
func loadedPresenter(_ menu: [MenuItem] = sampleMenu) async -> (MenuPresenter, MenuViewSpy, MenuRouterSpy, HeldMenuRepository) {
    let (presenter, view, router, repository) = heldPresenter()
    presenter.onViewDidLoad()
    await repository.deliver(.success(menu))
    await until { view.loadEnded(after: 0) }
    await settle()
    return (presenter, view, router, repository)
}

/// A presenter with spies and a repository that holds its replies.
@MainActor
func heldPresenter() -> (MenuPresenter, MenuViewSpy, MenuRouterSpy, HeldMenuRepository) {
    let view = MenuViewSpy()
    let router = MenuRouterSpy()
    let repository = HeldMenuRepository()
    return (MenuPresenter(view: view, repository: repository, router: router), view, router, repository)
}
