// Tests for MenuPresenter with a spy view, a spy router and a stub repository.
import Foundation
import Testing
@testable import MenuScreen

private let onMainKey = DispatchSpecificKey<Bool>()

final class ViewSpy: MenuView, @unchecked Sendable {
    enum Event: Equatable {
        case loading(Bool)
        case items([String])
        case error
    }

    nonisolated let lock = NSLock()
    nonisolated(unsafe) private var _events: [Event] = []
    nonisolated(unsafe) private var _offMain = false

    nonisolated var events: [Event] { lock.withLock { _events } }
    nonisolated var calledOffMain: Bool { lock.withLock { _offMain } }

    nonisolated private func add(_ event: Event) {
        let main = DispatchQueue.getSpecific(key: onMainKey) == true
        lock.withLock {
            _events.append(event)
            if !main { _offMain = true }
        }
    }

    nonisolated func showLoading(_ isLoading: Bool) { add(.loading(isLoading)) }
    nonisolated func show(items: [String]) { add(.items(items)) }
    nonisolated func showError(_ message: String) { add(.error) }
}

final class RouterSpy: MenuRouting, @unchecked Sendable {
    nonisolated let lock = NSLock()
    nonisolated(unsafe) private var _details: [MenuItem] = []
    nonisolated(unsafe) private var _infos = 0
    nonisolated var details: [MenuItem] { lock.withLock { _details } }
    nonisolated var infos: Int { lock.withLock { _infos } }
    nonisolated func showDetail(for item: MenuItem) { lock.withLock { _details.append(item) } }
    nonisolated func showInfo() { lock.withLock { _infos += 1 } }
}

final class StubRepository: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[MenuItem], Error>) -> Void] = []
    var requestCount: Int { lock.withLock { completions.count } }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.withLock { completions.append(completion) }
    }

    func respond(_ index: Int, _ result: Result<[MenuItem], Error>) async {
        let completion = lock.withLock { completions[index] }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                completion(result)
                continuation.resume()
            }
        }
    }
}

@MainActor
struct MenuPresenterTests {
    let view = ViewSpy()
    let router = RouterSpy()
    let repository = StubRepository()
    let menu = [
        MenuItem(id: "1", title: "Espresso"),
        MenuItem(id: "2", title: "Tea"),
        MenuItem(id: "3", title: "Scone"),
    ]

    init() {
        DispatchQueue.main.setSpecific(key: onMainKey, value: true)
    }

    func makePresenter() -> MenuPresenter {
        MenuPresenter(view: view, repository: repository, router: router)
    }

    func wait(max turns: Int = 3_000, for condition: () -> Bool) async {
        for _ in 0..<turns where !condition() { await Task.yield() }
    }

    func idle() async {
        for _ in 0..<150 { await Task.yield() }
    }

    func loadedPresenter() async -> MenuPresenter {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await wait { repository.requestCount == 1 }
        await repository.respond(0, .success(menu))
        await wait { view.events.count >= 3 }
        await idle()
        return presenter
    }

    @Test func initCallsNobody() async {
        let presenter = makePresenter()
        await idle()
        #expect(repository.requestCount == 0)
        #expect(view.events.isEmpty)
        #expect(router.details.isEmpty && router.infos == 0)
        _ = presenter
    }

    @Test func viewIsHeldWeakly() {
        weak var weakView: ViewSpy?
        var presenter: MenuPresenter?
        do {
            let temporaryView = ViewSpy()
            weakView = temporaryView
            presenter = MenuPresenter(view: temporaryView, repository: repository, router: router)
        }
        #expect(weakView == nil)
        _ = presenter
        presenter = nil
    }

    @Test func loadsOnViewDidLoadAndShowsTitlesOnMain() async {
        let presenter = makePresenter()
        await idle()
        #expect(repository.requestCount == 0)

        presenter.onViewDidLoad()
        await wait { repository.requestCount == 1 && !view.events.isEmpty }
        await idle()
        #expect(repository.requestCount == 1)
        #expect(view.events == [.loading(true)])

        await repository.respond(0, .success(menu))
        await wait { view.events.count >= 3 }
        await idle()
        #expect(view.events == [.loading(true), .loading(false), .items(["Espresso", "Tea", "Scone"])])
        #expect(!view.calledOffMain)
        #expect(presenter.items == menu)
    }

    @Test func selectingAnItemAsksTheRouterForIt() async {
        let presenter = await loadedPresenter()
        presenter.didSelectItem(at: 2)
        await wait { router.details.count == 1 }
        #expect(router.details == [menu[2]])

        presenter.didSelectItem(at: 0)
        await wait { router.details.count == 2 }
        #expect(router.details == [menu[2], menu[0]])
    }

    @Test(arguments: [-1, 3, 10])
    func selectingAnIndexThatDoesNotExistAsksNothing(index: Int) async {
        let presenter = await loadedPresenter()
        let eventsBefore = view.events.count
        presenter.didSelectItem(at: index)
        await idle()
        #expect(router.details.isEmpty)
        #expect(view.events.count == eventsBefore)
    }

    @Test func selectingBeforeTheMenuArrivedAsksNothing() async {
        let presenter = makePresenter()
        presenter.didSelectItem(at: 0)
        await idle()
        #expect(router.details.isEmpty)
    }

    @Test func infoTapAsksForTheInfoScreen() async {
        let presenter = makePresenter()
        presenter.didTapInfo()
        await wait { router.infos == 1 }
        await idle()
        #expect(router.infos == 1)
    }
}
