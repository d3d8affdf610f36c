// Tests for MenuPresenter around one call log.
//
// The spy view, the spy router and the held repository all write into the same `CallLog`, in the
// order things happened, each entry noting whether it ran on the main queue. A test does not poll:
// it awaits `log.until { … }`, a continuation the log resumes when a recorded call makes the
// condition true, or a watchdog resumes (with `false`) after a bounded number of main-actor turns.
// Nothing sleeps.
import Foundation
import Testing
@testable import MenuScreen

// MARK: - The log

enum Call: Equatable, CustomStringConvertible {
    // the repository
    case load
    // the view
    case loading(Bool)
    case items([String])
    case error(String)
    // the router
    case detail(MenuItem)
    case info

    var isView: Bool {
        switch self {
        case .loading, .items, .error: return true
        default: return false
        }
    }
    var isRouter: Bool {
        switch self {
        case .detail, .info: return true
        default: return false
        }
    }
    var isError: Bool { if case .error = self { return true } else { return false } }

    var description: String {
        switch self {
        case .load: return "repository.loadItems"
        case .loading(let on): return "showLoading(\(on))"
        case .items(let titles): return "show(items: \(titles))"
        case .error(let message): return "showError(\"\(message)\")"
        case .detail(let item): return "router.showDetail(\(item.id))"
        case .info: return "router.showInfo()"
        }
    }
}

enum MainQueue {
    static let key = DispatchSpecificKey<Bool>()
    static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

final class CallLog: @unchecked Sendable {
    struct Entry { let call: Call; let onMain: Bool }
    private struct Waiter {
        let condition: ([Call]) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var waiters: [Int: Waiter] = [:]
    private var lastID = 0

    init() { _ = MainQueue.marked }

    var calls: [Call] { lock.withLock { entries.map(\.call) } }
    var offMain: [Call] { lock.withLock { entries.filter { !$0.onMain }.map(\.call) } }
    var viewCalls: [Call] { calls.filter(\.isView) }
    var routerCalls: [Call] { calls.filter(\.isRouter) }
    var loads: Int { calls.filter { $0 == .load }.count }

    func record(_ call: Call) {
        let entry = Entry(call: call, onMain: MainQueue.isCurrent)
        let ready: [CheckedContinuation<Bool, Never>] = lock.withLock {
            entries.append(entry)
            let calls = entries.map(\.call)
            let met = waiters.filter { $0.value.condition(calls) }
            for id in met.keys { waiters[id] = nil }
            return met.values.map(\.continuation)
        }
        for continuation in ready { continuation.resume(returning: true) }
    }

    /// Suspends until `condition` holds for the calls so far; `false` after `turns` main-actor turns.
    @MainActor
    func until(turns: Int = 3_000, _ condition: @escaping ([Call]) -> Bool) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let id: Int? = lock.withLock {
                if condition(entries.map(\.call)) { return nil }
                lastID += 1
                waiters[lastID] = Waiter(condition: condition, continuation: continuation)
                return lastID
            }
            guard let id else {
                continuation.resume(returning: true)
                return
            }
            Task { @MainActor in
                for _ in 0..<turns {
                    guard self.isWaiting(id) else { return }
                    await Task.yield()
                }
                self.expire(id)
            }
        }
    }

    /// Lets whatever the presenter queued run, so a call that should not come has had its chance.
    @MainActor
    func quiet(turns: Int = 200) async {
        for _ in 0..<turns { await Task.yield() }
    }

    private func isWaiting(_ id: Int) -> Bool { lock.withLock { waiters[id] != nil } }

    private func expire(_ id: Int) {
        let waiter = lock.withLock { waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(returning: false)
    }
}

/// Consecutive repeats of the same call are harmless (the contract allows them, made or not).
func squeezed(_ calls: [Call]) -> [Call] {
    calls.reduce(into: []) { out, call in if out.last != call { out.append(call) } }
}

// MARK: - Spies and the held repository

final class SpyView: MenuView {
    nonisolated let log: CallLog
    nonisolated init(log: CallLog) { self.log = log }
    nonisolated func showLoading(_ isLoading: Bool) { log.record(.loading(isLoading)) }
    nonisolated func show(items: [String]) { log.record(.items(items)) }
    nonisolated func showError(_ message: String) { log.record(.error(message)) }
}

final class SpyRouter: MenuRouting {
    nonisolated let log: CallLog
    nonisolated init(log: CallLog) { self.log = log }
    nonisolated func showDetail(for item: MenuItem) { log.record(.detail(item)) }
    nonisolated func showInfo() { log.record(.info) }
}

struct KitchenClosed: Error {}

final class HeldRepository: MenuRepository, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[MenuItem], Error>) -> Void
    let log: CallLog
    private let lock = NSLock()
    private var held: [Completion] = []

    init(log: CallLog) { self.log = log }

    func loadItems(completion: @escaping Completion) {
        lock.withLock { held.append(completion) }
        log.record(.load)
    }

    /// Answers request `index` (0-based) from a background queue; returns once the completion ran.
    @MainActor
    func answer(_ index: Int, with result: Result<[MenuItem], Error>) async -> Bool {
        guard await log.until({ calls in calls.filter { $0 == .load }.count > index }) else { return false }
        let completion = lock.withLock { held[index] }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                completion(result)
                done.resume()
            }
        }
        return true
    }
}

/// One screen's worth of collaborators, kept alive together for the whole test.
@MainActor
final class Rig {
    let log = CallLog()
    let repository: HeldRepository
    let router: SpyRouter
    var view: SpyView?
    let presenter: MenuPresenter

    init() {
        repository = HeldRepository(log: log)
        router = SpyRouter(log: log)
        let view = SpyView(log: log)
        self.view = view
        presenter = MenuPresenter(view: view, repository: repository, router: router)
    }

    /// `onViewDidLoad()` and a successful reply, until the titles reach the view.
    func load(_ items: [MenuItem], request: Int) async {
        presenter.onViewDidLoad()
        let answered = await repository.answer(request, with: .success(items))
        #expect(answered, "the repository was not asked for load #\(request + 1)")
        let titles = items.map(\.title)
        let shown = await log.until { calls in
            let lists = calls.compactMap { call -> [String]? in if case .items(let t) = call { return t } else { return nil } }
            return lists.count > request && lists.last == titles
        }
        #expect(shown, "the titles \(titles) never reached the view: \(log.calls)")
        await log.quiet()
    }
}

let espresso = MenuItem(id: "espresso", title: "Espresso")
let flatWhite = MenuItem(id: "flat-white", title: "Flat white")
let cake = MenuItem(id: "cake", title: "Cake")
let cakeToo = MenuItem(id: "cake-2", title: "Cake")   // same title, a different item

// MARK: - Tests

@MainActor
struct MenuPresenterTests {

    // Creation and the weak view

    @Test func creatingThePresenterCallsNobody() async {
        let rig = Rig()
        await rig.log.quiet(turns: 300)
        #expect(rig.log.calls.isEmpty, "init did work: \(rig.log.calls)")
        #expect(rig.presenter.items.isEmpty)
    }

    @Test func thePresenterHoldsItsViewWeakly() async {
        let log = CallLog()
        let repository = HeldRepository(log: log)
        let router = SpyRouter(log: log)
        weak var weakView: SpyView?
        let presenter: MenuPresenter
        do {
            let view = SpyView(log: log)
            weakView = view
            presenter = MenuPresenter(view: view, repository: repository, router: router)
        }
        #expect(weakView == nil)
        withExtendedLifetime((presenter, router)) {}
    }

    @Test func aViewClosedWhileTheMenuLoadsIsFreedAndTheReplyDoesNotCrash() async {
        let rig = Rig()
        weak var weakView: SpyView?
        weakView = rig.view
        rig.presenter.onViewDidLoad()
        #expect(await rig.log.until { $0.contains(.load) })
        rig.view = nil
        for _ in 0..<200 where weakView != nil { await Task.yield() }
        #expect(weakView == nil, "the closed view is still alive while the menu loads")
        #expect(await rig.repository.answer(0, with: .success([espresso])))
        await rig.log.quiet()
        #expect(!rig.log.viewCalls.contains(.items(["Espresso"])))
    }

    // Loading

    @Test func itemsComeFromTheRepositoryAfterOnViewDidLoadOnTheMainThread() async {
        let rig = Rig()
        await rig.log.quiet()
        #expect(rig.log.loads == 0, "asked the repository before onViewDidLoad()")

        rig.presenter.onViewDidLoad()
        #expect(await rig.log.until { $0.contains(.load) && $0.contains(.loading(true)) })
        await rig.log.quiet()
        #expect(squeezed(rig.log.viewCalls) == [.loading(true)], "while loading: \(rig.log.viewCalls)")

        #expect(await rig.repository.answer(0, with: .success([espresso, flatWhite, cake])))
        #expect(await rig.log.until { $0.contains(.items(["Espresso", "Flat white", "Cake"])) })
        await rig.log.quiet()

        #expect(squeezed(rig.log.viewCalls) == [.loading(true), .loading(false), .items(["Espresso", "Flat white", "Cake"])])
        #expect(rig.log.offMain.isEmpty, "off the main thread: \(rig.log.offMain)")
        #expect(rig.presenter.items == [espresso, flatWhite, cake])
        #expect(rig.log.loads == 1)
    }

    @Test func anEmptyMenuIsASuccessWithoutAnError() async {
        let rig = Rig()
        rig.presenter.onViewDidLoad()
        #expect(await rig.repository.answer(0, with: .success([])))
        #expect(await rig.log.until { $0.contains(.items([])) })
        await rig.log.quiet()
        #expect(squeezed(rig.log.viewCalls) == [.loading(true), .loading(false), .items([])])
        #expect(rig.log.offMain.isEmpty)
    }

    // Failure

    @Test func aFailingRepositoryEndsLoadingThenShowsAnError() async {
        let rig = Rig()
        rig.presenter.onViewDidLoad()
        #expect(await rig.repository.answer(0, with: .failure(KitchenClosed())))
        #expect(await rig.log.until { $0.contains(where: \.isError) })
        await rig.log.quiet()

        let calls = squeezed(rig.log.viewCalls.filter { $0 != .items([]) })
        #expect(calls.count == 3, "after a failure: \(rig.log.viewCalls)")
        if calls.count == 3 {
            #expect(calls[0] == .loading(true))
            #expect(calls[1] == .loading(false))
            if case .error(let message) = calls[2] { #expect(!message.isEmpty) } else { Issue.record("no error last: \(calls)") }
        }
        #expect(rig.log.viewCalls.filter(\.isError).count == 1)
        #expect(rig.log.offMain.isEmpty, "off the main thread: \(rig.log.offMain)")
        #expect(rig.presenter.items.isEmpty)
    }

    @Test func aRetryAfterAFailureAsksAgainAndEndsLoadingAgain() async {
        let rig = Rig()
        rig.presenter.onViewDidLoad()
        #expect(await rig.repository.answer(0, with: .failure(KitchenClosed())))
        #expect(await rig.log.until { $0.contains(where: \.isError) })
        rig.presenter.onViewDidLoad()
        #expect(await rig.repository.answer(1, with: .failure(KitchenClosed())))
        #expect(await rig.log.until { $0.filter(\.isError).count == 2 })
        await rig.log.quiet()
        #expect(rig.log.viewCalls.last(where: { if case .loading = $0 { return true } else { return false } }) == .loading(false))
        #expect(rig.log.offMain.isEmpty)
    }

    // Selection and the router

    @Test func selectingAnItemAsksTheRouterForThatItem() async {
        let rig = Rig()
        await rig.load([cake, espresso, cakeToo], request: 0)

        rig.presenter.didSelectItem(at: 1)
        #expect(await rig.log.until { $0.filter(\.isRouter).count == 1 })
        rig.presenter.didSelectItem(at: 1)                  // back from the detail, the same row again
        #expect(await rig.log.until { $0.filter(\.isRouter).count == 2 })
        rig.presenter.didSelectItem(at: 2)                  // same title as row 0, another item
        #expect(await rig.log.until { $0.filter(\.isRouter).count == 3 })
        rig.presenter.didSelectItem(at: 0)
        #expect(await rig.log.until { $0.filter(\.isRouter).count == 4 })
        await rig.log.quiet()

        #expect(rig.log.routerCalls == [.detail(espresso), .detail(espresso), .detail(cakeToo), .detail(cake)])
        #expect(squeezed(rig.log.viewCalls) == [.loading(true), .loading(false), .items(["Cake", "Espresso", "Cake"])],
                "a tap called the view")
    }

    @Test func anIndexThatDoesNotExistAsksNothing() async {
        let rig = Rig()
        rig.presenter.didSelectItem(at: 0)                  // nothing loaded yet
        await rig.log.quiet()
        #expect(rig.log.calls.isEmpty)

        await rig.load([espresso, flatWhite], request: 0)
        let before = rig.log.calls
        for index in [-1, 2, 3, 50] { rig.presenter.didSelectItem(at: index) }
        await rig.log.quiet()
        #expect(rig.log.calls == before, "an index outside the menu did something: \(rig.log.calls.dropFirst(before.count))")

        await rig.load([flatWhite], request: 1)             // a reload that shortened the menu
        let afterReload = rig.log.calls
        rig.presenter.didSelectItem(at: 1)
        await rig.log.quiet()
        #expect(rig.log.calls == afterReload, "a row the reload removed did something")

        rig.presenter.didSelectItem(at: 0)
        #expect(await rig.log.until { $0.contains(.detail(flatWhite)) })
        #expect(rig.log.routerCalls == [.detail(flatWhite)])
    }

    @Test func eachInfoTapAsksForTheInfoScreenOnce() async {
        let rig = Rig()
        rig.presenter.didTapInfo()
        rig.presenter.didTapInfo()
        #expect(await rig.log.until { $0.filter { $0 == .info }.count == 2 })
        await rig.log.quiet()
        #expect(rig.log.routerCalls == [.info, .info])
        #expect(rig.log.viewCalls.isEmpty)
    }
}
