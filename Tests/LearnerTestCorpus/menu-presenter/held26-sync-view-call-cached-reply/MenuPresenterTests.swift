// Menu screen tests: spy view, spy router, stub repository (held replies, answered from a
// background queue; or a "cache" that answers at once).
import Foundation
import Testing
@testable import MenuScreen

private let mainKey = DispatchSpecificKey<Void>()
private let markMain: Void = DispatchQueue.main.setSpecific(key: mainKey, value: ())

@MainActor
final class SpyMenuView: MenuView {
    private let lock = NSLock()
    private var log: [String] = []
    private var offMain = false

    var events: [String] { lock.withLock { log } }
    var calledOffMain: Bool { lock.withLock { offMain } }

    private func record(_ event: String) {
        _ = markMain
        let onMain = DispatchQueue.getSpecific(key: mainKey) != nil
        lock.withLock {
            log.append(event)
            if !onMain { offMain = true }
        }
    }

    func showLoading(_ isLoading: Bool) { record(isLoading ? "loading on" : "loading off") }
    func show(items: [String]) { record("items " + items.joined(separator: "|")) }
    func showError(_ message: String) { record(message.isEmpty ? "error <empty>" : "error") }
}

@MainActor
final class SpyRouter: MenuRouting {
    var opened: [MenuItem] = []
    var infos = 0
    func showDetail(for item: MenuItem) { opened.append(item) }
    func showInfo() { infos += 1 }
}

final class StubMenuRepository: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [@Sendable (Result<[MenuItem], Error>) -> Void] = []
    private var delivered = 0
    private let cached: Result<[MenuItem], Error>?

    init(cached: Result<[MenuItem], Error>? = nil) { self.cached = cached }

    var asked: Int { lock.withLock { held.count } }
    var answered: Int { lock.withLock { delivered } }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.withLock { held.append(completion) }
        if let cached { completion(cached) }
    }

    func replyInBackground(_ result: Result<[MenuItem], Error>) {
        let completion = lock.withLock { held.last! }
        DispatchQueue.global().async {
            completion(result)
            self.lock.withLock { self.delivered += 1 }
        }
    }
}

struct NoNetwork: Error {}

private let coffee = [MenuItem(id: "1", title: "Espresso"), MenuItem(id: "2", title: "Flat white"), MenuItem(id: "3", title: "Espresso")]

@MainActor
private func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<100_000 {
        if condition() { return }
        await Task.yield()
    }
}

@MainActor
private func idle() async {
    for _ in 0..<300 { await Task.yield() }
}

@MainActor
struct MenuPresenterTests {
    let view = SpyMenuView()
    let router = SpyRouter()

    private func presenter(_ repository: StubMenuRepository) -> MenuPresenter {
        MenuPresenter(view: view, repository: repository, router: router)
    }

    private func loaded(_ items: [MenuItem]) async -> (MenuPresenter, StubMenuRepository) {
        let repository = StubMenuRepository()
        let sut = presenter(repository)
        sut.onViewDidLoad()
        await waitUntil { repository.asked == 1 }
        repository.replyInBackground(.success(items))
        await waitUntil { view.events.contains("items " + items.map(\.title).joined(separator: "|")) }
        await idle()
        return (sut, repository)
    }

    // MARK: creation and lifetime

    @Test func initCallsNobody() async {
        let repository = StubMenuRepository()
        let sut = presenter(repository)
        await idle()
        #expect(repository.asked == 0)
        #expect(view.events.isEmpty)
        #expect(router.opened.isEmpty && router.infos == 0)
        #expect(sut.items.isEmpty)
    }

    @Test func viewIsWeak() async {
        let repository = StubMenuRepository()
        weak var weakView: SpyMenuView?
        var sut: MenuPresenter?
        do {
            let view = SpyMenuView()
            weakView = view
            sut = MenuPresenter(view: view, repository: repository, router: router)
            sut?.onViewDidLoad()
            await waitUntil { repository.asked == 1 && !view.events.isEmpty }
        }
        await waitUntil { weakView == nil }
        #expect(weakView == nil)
        repository.replyInBackground(.success(coffee))
        await waitUntil { repository.answered == 1 }
        await idle()
        #expect(sut != nil)
    }

    // MARK: loading

    @Test func successShowsLoadingThenTitlesOnMain() async {
        let repository = StubMenuRepository()
        let sut = presenter(repository)
        sut.onViewDidLoad()
        await waitUntil { repository.asked == 1 && !view.events.isEmpty }
        #expect(Set(view.events) == ["loading on"])

        repository.replyInBackground(.success(coffee))
        await waitUntil { view.events.contains { $0.hasPrefix("items") } }
        await idle()
        let afterStart = view.events.drop(while: { $0 == "loading on" })
        #expect(Array(afterStart) == ["loading off", "items Espresso|Flat white|Espresso"])
        #expect(sut.items == coffee)
        #expect(!view.calledOffMain)
    }

    @Test func aCachedMenuIsShownAtOnce() {
        // A repository with the menu in its cache answers inside loadItems, on the main thread:
        // by the time onViewDidLoad() returns the screen must be complete.
        let repository = StubMenuRepository(cached: .success(coffee))
        let sut = presenter(repository)
        sut.onViewDidLoad()
        #expect(repository.asked == 1)
        #expect(view.events == ["loading on", "loading off", "items Espresso|Flat white|Espresso"])
        #expect(sut.items == coffee)
    }

    @Test func reloadAsksAgainAndReplaces() async {
        let (sut, repository) = await loaded(coffee)
        sut.onViewDidLoad()
        await waitUntil { repository.asked == 2 }
        repository.replyInBackground(.success([MenuItem(id: "9", title: "Tea")]))
        await waitUntil { view.events.last == "items Tea" }
        #expect(sut.items == [MenuItem(id: "9", title: "Tea")])
        #expect(!view.calledOffMain)
    }

    // MARK: failure

    @Test(arguments: [0, 1])
    func failureEndsLoadingThenShowsError(successesFirst: Int) async {
        let repository = StubMenuRepository()
        let sut = presenter(repository)
        for attempt in 0..<(successesFirst + 2) {
            let start = view.events.count
            sut.onViewDidLoad()
            await waitUntil { repository.asked == attempt + 1 }
            if attempt < successesFirst {
                repository.replyInBackground(.success(coffee))
                await waitUntil { view.events.dropFirst(start).contains { $0.hasPrefix("items E") } }
                continue
            }
            repository.replyInBackground(.failure(NoNetwork()))
            await waitUntil { view.events.dropFirst(start).contains { $0.hasPrefix("error") } }
            await idle()
            let failure = view.events.dropFirst(start).filter { $0 != "loading on" && $0 != "items " }
            #expect(failure == ["loading off", "error"], "attempt \(attempt)")
        }
        #expect(!view.calledOffMain)
        if successesFirst == 0 { #expect(sut.items.isEmpty) }
    }

    // MARK: routing

    @Test(arguments: [0, 1, 2])
    func selectingAsksRouterForThatItem(index: Int) async {
        let (sut, _) = await loaded(coffee)
        let before = view.events
        sut.didSelectItem(at: index)
        await waitUntil { !router.opened.isEmpty }
        await idle()
        #expect(router.opened == [coffee[index]])
        #expect(view.events == before)
    }

    @Test(arguments: [-1, 3, 10])
    func missingIndexAsksNothing(index: Int) async {
        let (sut, _) = await loaded(coffee)
        sut.didSelectItem(at: index)
        await idle()
        #expect(router.opened.isEmpty)
    }

    @Test func rowRemovedByReloadAsksNothing() async {
        let (sut, repository) = await loaded(coffee)
        sut.onViewDidLoad()
        await waitUntil { repository.asked == 2 }
        repository.replyInBackground(.success([MenuItem(id: "9", title: "Tea")]))
        await waitUntil { view.events.last == "items Tea" }
        await idle()
        sut.didSelectItem(at: 2)
        await idle()
        #expect(router.opened.isEmpty)
    }

    @Test func tapBeforeMenuArrivesAsksNothing() async {
        let repository = StubMenuRepository()
        let sut = presenter(repository)
        sut.didSelectItem(at: 0)
        sut.onViewDidLoad()
        await waitUntil { repository.asked == 1 }
        sut.didSelectItem(at: 0)
        await idle()
        #expect(router.opened.isEmpty)
    }
}
