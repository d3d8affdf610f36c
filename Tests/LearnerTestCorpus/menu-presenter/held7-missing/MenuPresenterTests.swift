import Foundation
import Testing
@testable import MenuScreen

private let mainKey = DispatchSpecificKey<Bool>()

enum ViewCall: Equatable {
    case loading(Bool)
    case items([String])
    case error
}

@MainActor
final class SpyView: MenuView {
    var calls: [ViewCall] = []
    var allOnMain = true
    private func note(_ call: ViewCall) {
        if DispatchQueue.getSpecific(key: mainKey) != true { allOnMain = false }
        calls.append(call)
    }
    func showLoading(_ isLoading: Bool) { note(.loading(isLoading)) }
    func show(items: [String]) { note(.items(items)) }
    func showError(_ message: String) { note(message.isEmpty ? .items(["<empty message>"]) : .error) }
}

@MainActor
final class SpyRouter: MenuRouting {
    var details: [MenuItem] = []
    var infos = 0
    func showDetail(for item: MenuItem) { details.append(item) }
    func showInfo() { infos += 1 }
}

struct LoadFailed: Error {}

final class StubRepository: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<[MenuItem], Error>) -> Void] = []
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.withLock { pending.append(completion) }
    }
    var requests: Int { lock.withLock { pending.count } }
    func reply(_ index: Int, _ result: Result<[MenuItem], Error>) {
        let completion = lock.withLock { pending[index] }
        DispatchQueue.global().async { completion(result) }
    }
}

let menu = [MenuItem(id: "e", title: "Espresso"), MenuItem(id: "b", title: "Bun"), MenuItem(id: "b2", title: "Bun")]

@MainActor
struct MenuPresenterTests {
    let view = SpyView()
    let router = SpyRouter()
    let repository = StubRepository()

    init() { DispatchQueue.main.setSpecific(key: mainKey, value: true) }

    func waitUntil(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(5)
        while !condition() && Date() < deadline { await Task.yield() }
    }

    func settle() async {
        let deadline = Date().addingTimeInterval(0.15)
        while Date() < deadline { await Task.yield() }
    }

    func loaded() async -> MenuPresenter {
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.onViewDidLoad()
        await waitUntil { repository.requests > 0 }
        repository.reply(0, .success(menu))
        await waitUntil { view.calls.contains(.items(menu.map(\.title))) }
        return presenter
    }

    @Test func creatingThePresenterCallsNobody() async {
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        await settle()
        #expect(repository.requests == 0)
        #expect(view.calls.isEmpty)
        #expect(router.details.isEmpty && router.infos == 0)
        _ = presenter
    }

    @Test func presenterHoldsItsViewWeakly() {
        weak var weakView: SpyView?
        let presenter: MenuPresenter
        do {
            let spy = SpyView()
            weakView = spy
            presenter = MenuPresenter(view: spy, repository: repository, router: router)
            presenter.onViewDidLoad()
        }
        #expect(weakView == nil)
        if repository.requests > 0 { repository.reply(0, .success(menu)) }
    }

    @Test func itemsReachTheViewOnMainInOrder() async {
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.onViewDidLoad()
        await waitUntil { repository.requests == 1 }
        #expect(repository.requests == 1)
        #expect(view.calls == [.loading(true)])
        await waitUntil { repository.requests > 0 }
        repository.reply(0, .success(menu))
        await waitUntil { view.calls.count >= 3 }
        #expect(view.calls == [.loading(true), .loading(false), .items(["Espresso", "Bun", "Bun"])])
        #expect(presenter.items == menu)
        #expect(view.allOnMain)
    }

    @Test func selectingAnItemAsksTheRouterForThatItem() async {
        let presenter = await loaded()
        presenter.didSelectItem(at: 2)
        await waitUntil { router.details.count == 1 }
        presenter.didSelectItem(at: 2)
        await waitUntil { router.details.count == 2 }
        #expect(router.details == [menu[2], menu[2]])
        presenter.didSelectItem(at: 0)
        await waitUntil { router.details.count == 3 }
        #expect(router.details.last == menu[0])
    }

    @Test(arguments: [-1, 3, 10])
    func indexThatDoesNotExistAsksNothing(index: Int) async {
        let presenter = await loaded()
        let seen = view.calls
        presenter.didSelectItem(at: index)
        await settle()
        #expect(router.details.isEmpty)
        #expect(router.infos == 0)
        #expect(view.calls == seen)
    }

    @Test func tapBeforeTheMenuArrivedAsksNothing() async {
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.onViewDidLoad()
        presenter.didSelectItem(at: 0)
        await settle()
        #expect(router.details.isEmpty)
        await waitUntil { repository.requests > 0 }
        repository.reply(0, .success(menu))
        await waitUntil { view.calls.count >= 3 }
        await settle()
        #expect(router.details.isEmpty)
    }

    @Test func infoTapAsksForTheInfoScreen() async {
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.didTapInfo()
        await waitUntil { router.infos == 1 }
        #expect(router.infos == 1)
    }
}
