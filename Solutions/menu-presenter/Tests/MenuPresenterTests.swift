// Model tests for the menu presenter: a spy view, a stub repository that replies when the test
// says so (from a background queue, like the real service), a spy router, and a presenter spy for
// the view controller.
import Foundation
import Testing
import UIKit
@testable import MenuScreen

/// Records what the presenter told the view, and whether each call came on the main thread. Its
/// methods may be called from any thread (that is what one test is about): the log has a lock.
final class MenuViewSpy: MenuView, @unchecked Sendable {
    enum Call: Equatable { case loading(Bool), items([String]), error }
    private let log = Log<(call: Call, onMain: Bool)>()

    nonisolated func showLoading(_ isLoading: Bool) { log.append((.loading(isLoading), Thread.isMainThread)) }
    nonisolated func show(items: [String]) { log.append((.items(items), Thread.isMainThread)) }
    nonisolated func showError(_ message: String) { log.append((.error, Thread.isMainThread)) }

    nonisolated var calls: [Call] { log.entries.map(\.call) }
    nonisolated var everyCallOnMain: Bool { log.entries.allSatisfy(\.onMain) }
}

final class Log<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Entry] = []
    func append(_ entry: Entry) { lock.withLock { stored.append(entry) } }
    var entries: [Entry] { lock.withLock { stored } }
}

/// Keeps each request until the test replies, then answers from a background queue.
final class StubMenuRepository: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[MenuItem], Error>) -> Void] = []
    private var asked = 0
    var requests: Int { lock.withLock { asked } }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.withLock { completions.append(completion); asked += 1 }
    }

    /// Answers, once, every request not answered yet.
    func reply(_ result: Result<[MenuItem], Error>) async {
        let pending = lock.withLock { () -> [@Sendable (Result<[MenuItem], Error>) -> Void] in
            defer { completions.removeAll() }
            return completions
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                pending.forEach { $0(result) }
                done.resume()
            }
        }
    }
}

@MainActor
final class RouterSpy: MenuRouting {
    var details: [String] = []
    var infos = 0
    func showDetail(for item: MenuItem) { details.append(item.id) }
    func showInfo() { infos += 1 }
}

@MainActor
final class PresenterSpy: MenuPresenting {
    var loads = 0
    var selected: [Int] = []
    var infoTaps = 0
    func onViewDidLoad() { loads += 1 }
    func didSelectItem(at index: Int) { selected.append(index) }
    func didTapInfo() { infoTaps += 1 }
}

struct Offline: Error {}

let menu = [MenuItem(id: "tea", title: "Sencha tea"), MenuItem(id: "cake", title: "Carrot cake")]

@MainActor
func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@MainActor
struct MenuPresenterTests {
    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let router = RouterSpy()
        weak var weakView: MenuViewSpy?
        var presenter: MenuPresenter?
        do {
            let view = MenuViewSpy()
            presenter = MenuPresenter(view: view, repository: StubMenuRepository(), router: router)
            weakView = view
        }
        #expect(weakView == nil)
        _ = presenter
    }

    @Test func creatingThePresenterCallsNothing() {
        let view = MenuViewSpy()
        let repository = StubMenuRepository()
        let router = RouterSpy()
        _ = MenuPresenter(view: view, repository: repository, router: router)
        #expect(repository.requests == 0)
        #expect(view.calls.isEmpty)
        #expect(router.details.isEmpty && router.infos == 0)
    }

    @Test func itemsComeFromTheRepositoryOnTheMainThread() async {
        let view = MenuViewSpy()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: RouterSpy())
        presenter.onViewDidLoad()
        #expect(await waitUntil { repository.requests == 1 })
        #expect(view.calls == [.loading(true)])
        await repository.reply(.success(menu))
        #expect(await waitUntil { view.calls.count >= 3 })
        #expect(view.calls == [.loading(true), .loading(false), .items(["Sencha tea", "Carrot cake"])])
        #expect(view.everyCallOnMain)
    }

    @Test func aFailureEndsLoadingAndShowsAnError() async {
        let view = MenuViewSpy()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: RouterSpy())
        presenter.onViewDidLoad()
        #expect(await waitUntil { repository.requests == 1 })
        await repository.reply(.failure(Offline()))
        #expect(await waitUntil { view.calls.contains(.error) })
        for _ in 0..<100 { await Task.yield() }
        // An empty list shown with the error is a legitimate choice; what matters is the order.
        #expect(view.calls.filter { $0 != .items([]) } == [.loading(true), .loading(false), .error])
        #expect(view.everyCallOnMain)
    }

    @Test func tryingAgainAfterAFailureLoadsAgain() async {
        let view = MenuViewSpy()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: RouterSpy())
        presenter.onViewDidLoad()
        #expect(await waitUntil { repository.requests == 1 })
        await repository.reply(.failure(Offline()))
        #expect(await waitUntil { view.calls.count >= 3 })
        presenter.onViewDidLoad()
        #expect(await waitUntil { repository.requests == 2 })
        await repository.reply(.success(menu))
        #expect(await waitUntil { view.calls.last == .items(["Sencha tea", "Carrot cake"]) })
    }

    @Test func aReplyAfterThePresenterIsGoneDoesNothing() async {
        let view = MenuViewSpy()
        let repository = StubMenuRepository()
        weak var weakPresenter: MenuPresenter?
        do {
            let presenter = MenuPresenter(view: view, repository: repository, router: RouterSpy())
            weakPresenter = presenter
            presenter.onViewDidLoad()
            #expect(await waitUntil { repository.requests == 1 })
        }
        #expect(await waitUntil { weakPresenter == nil })
        let before = view.calls.count
        await repository.reply(.success(menu))
        for _ in 0..<100 { await Task.yield() }
        #expect(view.calls.count == before)
    }

    @Test func selectingAnItemAsksTheRouterAndAStaleIndexDoesNothing() async {
        let view = MenuViewSpy()
        let repository = StubMenuRepository()
        let router = RouterSpy()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.onViewDidLoad()
        #expect(await waitUntil { repository.requests == 1 })
        await repository.reply(.success(menu))
        #expect(await waitUntil { view.calls.count >= 3 })
        presenter.didSelectItem(at: 1)
        presenter.didSelectItem(at: 0)
        presenter.didSelectItem(at: 2)
        presenter.didSelectItem(at: -1)
        // The router may be asked a turn later: wait for the answer, then a little more.
        #expect(await waitUntil { router.details.count >= 2 })
        for _ in 0..<100 { await Task.yield() }
        #expect(router.details == ["cake", "tea"])
        presenter.didTapInfo()
        #expect(await waitUntil { router.infos >= 1 })
        for _ in 0..<100 { await Task.yield() }
        #expect(router.infos == 1)
    }

    @Test func theViewControllerForwardsWhatTheUserDoes() {
        let presenter = PresenterSpy()
        let screen = MenuViewController()
        screen.presenter = presenter
        screen.loadViewIfNeeded()
        #expect(presenter.loads == 1)
        screen.show(items: ["Sencha tea", "Carrot cake"])
        screen.tableView(UITableView(), didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(presenter.selected == [1])
        // Where the info button sits (in the view, the navigation bar, a header) is the screen's
        // own business: a test that looks for it in one place fails a correct screen.
    }
}
