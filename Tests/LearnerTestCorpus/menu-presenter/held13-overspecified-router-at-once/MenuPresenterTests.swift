// MenuPresenter: spy view, spy router, stub repository (replies from a background queue).
import Foundation
import Testing
@testable import MenuScreen

// MARK: - Test doubles

final class MenuViewDouble: MenuView {
    enum Event: Equatable, CustomStringConvertible {
        case loadingOn, loadingOff, list([String]), error
        var description: String {
            switch self {
            case .loadingOn: "loading on"
            case .loadingOff: "loading off"
            case .list(let titles): "list \(titles)"
            case .error: "error"
            }
        }
    }

    static let queueKey = DispatchSpecificKey<String>()

    private(set) var events: [Event] = []
    private(set) var threadProblems: [Event] = []
    private(set) var lastError: String?

    init() {
        DispatchQueue.main.setSpecific(key: Self.queueKey, value: "main")
    }

    private func append(_ event: Event) {
        if DispatchQueue.getSpecific(key: Self.queueKey) != "main" {
            threadProblems.append(event)
        }
        events.append(event)
    }

    func showLoading(_ isLoading: Bool) { append(isLoading ? .loadingOn : .loadingOff) }
    func show(items: [String]) { append(.list(items)) }
    func showError(_ message: String) {
        lastError = message
        append(.error)
    }
}

final class MenuRouterDouble: MenuRouting {
    private(set) var details: [MenuItem] = []
    private(set) var infos = 0
    func showDetail(for item: MenuItem) { details.append(item) }
    func showInfo() { infos += 1 }
}

final class MenuRepositoryDouble: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<[MenuItem], Error>) -> Void] = []

    var requests: Int { lock.withLock { pending.count } }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.withLock { pending.append(completion) }
    }

    func respond(to request: Int, with result: Result<[MenuItem], Error>) {
        let completion = lock.withLock { pending[request] }
        DispatchQueue.global().async { completion(result) }
    }
}

struct KitchenClosed: Error {}

// MARK: - Fixture

@MainActor
struct MenuFixture {
    let view = MenuViewDouble()
    let router = MenuRouterDouble()
    let repository = MenuRepositoryDouble()
    let presenter: MenuPresenter

    init() {
        presenter = MenuPresenter(view: view, repository: repository, router: router)
    }

    func turns(until condition: () -> Bool) async {
        var n = 0
        while !condition(), n < 30_000 {
            await Task.yield()
            n += 1
        }
    }

    func idle() async {
        for _ in 0..<200 { await Task.yield() }
    }

    func load(_ items: [MenuItem]) async {
        let index = repository.requests
        presenter.onViewDidLoad()
        await turns { repository.requests == index + 1 }
        repository.respond(to: index, with: .success(items))
        await turns { view.events.last == .list(items.map(\.title)) }
        await idle()
    }
}

let cakes = [
    MenuItem(id: "carrot", title: "Carrot cake"),
    MenuItem(id: "cheese", title: "Cheesecake"),
    MenuItem(id: "lemon", title: "Lemon tart"),
]

// MARK: - Tests

@MainActor
struct MenuPresenterTests {

    @Test func creatingThePresenterCallsNobody() async {
        let f = MenuFixture()
        await f.idle()
        #expect(f.view.events.isEmpty)
        #expect(f.repository.requests == 0)
        #expect(f.router.details.isEmpty)
        #expect(f.router.infos == 0)
    }

    @Test func theViewIsHeldWeakly() async {
        let router = MenuRouterDouble()
        let repository = MenuRepositoryDouble()
        weak var closedView: MenuViewDouble?
        let presenter: MenuPresenter
        do {
            let view = MenuViewDouble()
            closedView = view
            presenter = MenuPresenter(view: view, repository: repository, router: router)
            presenter.onViewDidLoad()
        }
        #expect(closedView == nil)
        let f = MenuFixture()
        await f.turns { repository.requests == 1 }
        if repository.requests == 1 {
            repository.respond(to: 0, with: .failure(KitchenClosed()))
        }
        await f.idle()
        withExtendedLifetime(presenter) {}
    }

    @Test func itemsComeFromTheRepositoryOnlyAfterOnViewDidLoad() async {
        let f = MenuFixture()
        await f.idle()
        #expect(f.repository.requests == 0)

        f.presenter.onViewDidLoad()
        await f.turns { f.repository.requests == 1 && !f.view.events.isEmpty }
        await f.idle()
        #expect(f.repository.requests == 1)
        #expect(!f.view.events.isEmpty && f.view.events.allSatisfy { $0 == .loadingOn })
        let beforeReply = f.view.events.count

        f.repository.respond(to: 0, with: .success(cakes))
        await f.turns { f.view.events.contains(.list(cakes.map(\.title))) }
        await f.idle()

        let reply = Array(f.view.events.dropFirst(beforeReply))
        #expect(reply.first == .loadingOff)
        #expect(reply.contains(.list(["Carrot cake", "Cheesecake", "Lemon tart"])))
        #expect(!reply.contains(.error))
        #expect(!reply.contains(.loadingOn))
        #expect(f.presenter.items == cakes)
        #expect(f.view.threadProblems.isEmpty, "view called off the main queue: \(f.view.threadProblems)")
    }

    @Test func aFailingRepositoryEndsLoadingThenShowsAnError() async {
        let f = MenuFixture()
        f.presenter.onViewDidLoad()
        await f.turns { f.repository.requests == 1 }
        let beforeReply = f.view.events.count
        f.repository.respond(to: 0, with: .failure(KitchenClosed()))
        await f.turns { f.view.events.contains(.error) }
        await f.idle()

        // Clearing the list (an empty list) is allowed anywhere among the failure's calls.
        let reply = Array(f.view.events.dropFirst(beforeReply)).filter { $0 != .list([]) }
        #expect(reply.first == .loadingOff)
        #expect(reply.filter { $0 == .error }.count == 1)
        #expect(!reply.contains(.loadingOn))
        #expect(reply.allSatisfy { $0 == .loadingOff || $0 == .error })
        #expect(f.view.lastError?.isEmpty == false)
        #expect(f.presenter.items.isEmpty)
        #expect(f.view.threadProblems.isEmpty)
    }

    @Test func aFailedReloadAfterAMenuStillShowsAnError() async {
        let f = MenuFixture()
        await f.load(cakes)
        f.presenter.onViewDidLoad()
        await f.turns { f.repository.requests == 2 }
        f.repository.respond(to: 1, with: .failure(KitchenClosed()))
        await f.turns { f.view.events.contains(.error) }
        await f.idle()
        #expect(f.view.events.filter { $0 == .error }.count == 1)
        #expect(f.view.threadProblems.isEmpty)
    }

    @Test func selectingAnItemAsksTheRouterForThatItem() async {
        let f = MenuFixture()
        await f.load(cakes)

        f.presenter.didSelectItem(at: 1)
        #expect(f.router.details == [cakes[1]])

        f.presenter.didSelectItem(at: 2)
        #expect(f.router.details == [cakes[1], cakes[2]])
    }

    @Test(arguments: [-1, 3, 10])
    func anIndexThatDoesNotExistAsksNothing(_ index: Int) async {
        let f = MenuFixture()
        await f.load(cakes)
        let events = f.view.events.count
        f.presenter.didSelectItem(at: index)
        await f.idle()
        #expect(f.router.details.isEmpty)
        #expect(f.view.events.count == events)
    }

    @Test func anIndexBeforeTheMenuArrivedAsksNothing() async {
        let f = MenuFixture()
        f.presenter.didSelectItem(at: 0)
        await f.idle()
        #expect(f.router.details.isEmpty)
    }

    @Test func anIndexAShorterMenuRemovedAsksNothing() async {
        let f = MenuFixture()
        await f.load(cakes)
        await f.load([cakes[0]])
        f.presenter.didSelectItem(at: 1)
        f.presenter.didSelectItem(at: 2)
        await f.idle()
        #expect(f.router.details.isEmpty)

        f.presenter.didSelectItem(at: 0)
        await f.turns { !f.router.details.isEmpty }
        #expect(f.router.details == [cakes[0]])
    }

    @Test func infoTapsAskForTheInfoScreen() async {
        let f = MenuFixture()
        f.presenter.didTapInfo()
        await f.turns { f.router.infos == 1 }
        f.presenter.didTapInfo()
        await f.turns { f.router.infos == 2 }
        await f.idle()
        #expect(f.router.infos == 2)
    }
}
