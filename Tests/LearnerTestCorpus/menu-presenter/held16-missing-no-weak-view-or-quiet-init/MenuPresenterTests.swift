// Tests for MenuPresenter, written from the stage briefs only.
// Style: async tests built on Swift Testing's `confirmation`: the spies call back into the
// confirmation when the presenter reaches them, and a bounded `Task.yield()` loop (no sleeps) lets
// the main queue run until that happened. The stub repository holds each request; the test answers
// it from a background queue, like the real service.
import Foundation
import Testing
@testable import MenuScreen

// MARK: - Main-queue marker

private let mainKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

// MARK: - Spies and stub

private enum ViewCall: Equatable {
    case loading(Bool)
    case items([String])
    case error(String)

    var isError: Bool { if case .error = self { return true } else { return false } }
}

@MainActor
private final class SpyView: MenuView {
    var calls: [ViewCall] = []
    var offMain = 0
    var onCall: ((ViewCall) -> Void)?

    private func note(_ call: ViewCall) {
        if DispatchQueue.getSpecific(key: mainKey) != true { offMain += 1 }
        calls.append(call)
        onCall?(call)
    }
    func showLoading(_ isLoading: Bool) { note(.loading(isLoading)) }
    func show(items: [String]) { note(.items(items)) }
    func showError(_ message: String) { note(.error(message)) }
}

@MainActor
private final class SpyRouter: MenuRouting {
    var details: [MenuItem] = []
    var infos = 0
    var onDetail: ((MenuItem) -> Void)?

    func showDetail(for item: MenuItem) { details.append(item); onDetail?(item) }
    func showInfo() { infos += 1 }
}

private struct LoadFailed: Error {}

private final class StubRepository: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [@Sendable (Result<[MenuItem], Error>) -> Void] = []
    var onRequest: (@Sendable () -> Void)?

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.lock(); held.append(completion); let hook = onRequest; lock.unlock()
        hook?()
    }

    var requests: Int { lock.lock(); defer { lock.unlock() }; return held.count }

    /// Answers the latest request from a background queue.
    func reply(_ result: Result<[MenuItem], Error>) {
        lock.lock(); let completion = held.last; lock.unlock()
        DispatchQueue.global().async { completion?(result) }
    }
}

/// The calls with back-to-back repeats of a loading or list call folded into one: a call that
/// repeats what the screen already shows is harmless, made or not.
private func folded(_ calls: [ViewCall]) -> [ViewCall] {
    var out: [ViewCall] = []
    for call in calls where !(call == out.last && !call.isError) { out.append(call) }
    return out
}

// MARK: - Waiting (bounded, no sleeps)

@MainActor
private func waitFor(_ condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(1)
    while !condition() && Date() < deadline { await Task.yield() }
}

@MainActor
private func letMainQueueRun() async {
    for _ in 0..<200 { await Task.yield() }
}

private let menu = [
    MenuItem(id: "espresso", title: "Espresso"),
    MenuItem(id: "flat-white", title: "Flat white"),
    MenuItem(id: "banana-bread", title: "Banana bread"),
]

// MARK: - Tests

@MainActor
struct MenuPresenterTests {

    /// A presenter whose first load has been answered with `items`.
    private func loadedPresenter(_ items: [MenuItem]) async -> (MenuPresenter, SpyView, SpyRouter, StubRepository) {
        let view = SpyView(), router = SpyRouter(), repository = StubRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.onViewDidLoad()
        await waitFor { repository.requests == 1 }
        repository.reply(.success(items))
        await waitFor { view.calls.contains(.items(items.map(\.title))) }
        await letMainQueueRun()
        return (presenter, view, router, repository)
    }

    // Bullet 2: items come from the repository, starting at onViewDidLoad(), and reach the view
    // on the main thread: loading on, loading off, the titles.
    @Test func itemsReachTheViewOnMainInOrder() async {
        let view = SpyView(), router = SpyRouter(), repository = StubRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        await letMainQueueRun()
        #expect(repository.requests == 0, "asked before onViewDidLoad()")

        presenter.onViewDidLoad()
        await waitFor { repository.requests == 1 && !view.calls.isEmpty }
        #expect(repository.requests == 1)
        #expect(folded(view.calls) == [.loading(true)], "while loading, the view is told only loading on")

        // The same list shown again is harmless: at least once.
        await confirmation("the titles reach the view", expectedCount: 1...) { shown in
            view.onCall = { if $0 == .items(menu.map(\.title)) { shown() } }
            repository.reply(.success(menu))
            await waitFor { view.calls.contains(.items(menu.map(\.title))) }
        }
        await letMainQueueRun()
        #expect(folded(view.calls) == [.loading(true), .loading(false), .items(["Espresso", "Flat white", "Banana bread"])])
        #expect(presenter.items == menu)
        #expect(view.offMain == 0, "a view call ran off the main queue")
    }

    // Bullet 3: a failing repository ends loading and shows an error (every failure, a retry too).
    @Test func failingRepositoryEndsLoadingAndShowsError() async {
        let view = SpyView(), router = SpyRouter(), repository = StubRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)

        for attempt in 1...2 {
            presenter.onViewDidLoad()
            await waitFor { repository.requests == attempt && view.calls.last == .loading(true) }
            let start = view.calls.count
            await confirmation("the failure shows an error", expectedCount: 1) { shown in
                view.onCall = { if $0.isError { shown() } }
                repository.reply(.failure(LoadFailed()))
                await waitFor { view.calls[start...].contains(where: \.isError) }
                await letMainQueueRun()
            }
            let failure = Array(view.calls[start...])
            // Loading off, then one non-empty error; clearing the list (`show(items: [])`) is
            // allowed anywhere among them, and nothing else.
            let core = folded(failure.filter { $0 != .items([]) })
            #expect(core.count == 2, "after failure \(attempt): \(failure)")
            #expect(core.first == .loading(false), "loading must end before the error: \(failure)")
            if case .error(let message)? = core.last {
                #expect(!message.isEmpty)
            } else {
                Issue.record("no error after failure \(attempt): \(failure)")
            }
        }
        #expect(presenter.items.isEmpty)
        #expect(view.offMain == 0, "a view call ran off the main queue")
    }

    // Bullet 4: selecting an item asks the router for that item (by position).
    @Test func selectingAnItemAsksTheRouterForIt() async {
        let twins = menu + [MenuItem(id: "espresso-decaf", title: "Espresso")]
        let (presenter, view, router, _) = await loadedPresenter(twins)
        let viewCalls = view.calls.count

        for index in [3, 1, 1, 0] {
            let before = router.details.count
            await confirmation("the router is asked for row \(index)") { asked in
                router.onDetail = { if $0 == twins[index] { asked() } }
                presenter.didSelectItem(at: index)
                await waitFor { router.details.count > before }
                router.onDetail = nil
            }
            #expect(router.details.count == before + 1)
            #expect(router.details.last == twins[index])
        }
        #expect(view.calls.count == viewCalls, "a tap called the view")
    }

    // Bullet 4: an index that does not exist asks nothing (before the menu, -1, count, beyond,
    // after a reload that shortened the menu).
    @Test func indexThatDoesNotExistAsksNothing() async {
        let view = SpyView(), router = SpyRouter(), repository = StubRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)

        await confirmation("the router is asked for a row that does not exist", expectedCount: 0) { asked in
            router.onDetail = { _ in asked() }
            presenter.didSelectItem(at: 0)   // before the menu arrived
            presenter.onViewDidLoad()
            await waitFor { repository.requests == 1 }
            repository.reply(.success(menu))
            await waitFor { view.calls.contains(.items(menu.map(\.title))) }
            await letMainQueueRun()
            for index in [-1, menu.count, 99] { presenter.didSelectItem(at: index) }
            await letMainQueueRun()

            // A reload that shortens the menu: row 2 no longer exists.
            presenter.onViewDidLoad()
            await waitFor { repository.requests == 2 }
            repository.reply(.success(Array(menu.prefix(2))))
            await waitFor { view.calls.last == .items(["Espresso", "Flat white"]) }
            await letMainQueueRun()
            let viewCalls = view.calls.count
            presenter.didSelectItem(at: 2)
            await letMainQueueRun()
            #expect(view.calls.count == viewCalls, "a tap on a missing row called the view")
        }
        #expect(router.details.isEmpty)
    }
}
