// Menu screen tests with a spy view, a spy router and a stub repository.
import Foundation
import Testing
@testable import MenuScreen

private let onMainKey = DispatchSpecificKey<Bool>()

final class RecordingMenuView: MenuView {
    private(set) var log: [String] = []
    private(set) var titles: [[String]] = []
    private(set) var errorMessages: [String] = []
    private(set) var allOnMain = true

    init() {
        DispatchQueue.main.setSpecific(key: onMainKey, value: true)
    }

    private func check() {
        if DispatchQueue.getSpecific(key: onMainKey) != true { allOnMain = false }
    }

    func showLoading(_ isLoading: Bool) {
        check()
        log.append("loading \(isLoading)")
    }

    func show(items: [String]) {
        check()
        log.append("items")
        titles.append(items)
    }

    func showError(_ message: String) {
        check()
        log.append("error")
        errorMessages.append(message)
    }
}

final class RecordingRouter: MenuRouting {
    private(set) var shownDetails: [MenuItem] = []
    private(set) var infoShown = 0
    func showDetail(for item: MenuItem) { shownDetails.append(item) }
    func showInfo() { infoShown += 1 }
}

final class StubMenuRepository: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [@Sendable (Result<[MenuItem], Error>) -> Void] = []

    var loads: Int {
        lock.lock(); defer { lock.unlock() }
        return waiting.count
    }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.lock(); defer { lock.unlock() }
        waiting.append(completion)
    }

    func answer(_ n: Int, with result: Result<[MenuItem], Error>) {
        lock.lock()
        let completion = waiting[n]
        lock.unlock()
        DispatchQueue.global(qos: .utility).async { completion(result) }
    }
}

enum StubFailure: Error { case offline }

@MainActor
struct MenuPresenterTests {
    static let menu = [
        MenuItem(id: "a", title: "Americano"),
        MenuItem(id: "c", title: "Cortado"),
        MenuItem(id: "s", title: "Scone"),
    ]

    func until(_ done: () -> Bool) async -> Bool {
        var tries = 0
        while !done() {
            if tries == 20_000 { return false }
            tries += 1
            await Task.yield()
        }
        return true
    }

    func quiet() async {
        for _ in 0..<150 { await Task.yield() }
    }

    @Test func initCallsNobody() async {
        let view = RecordingMenuView()
        let router = RecordingRouter()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        await quiet()
        #expect(view.log.isEmpty)
        #expect(repository.loads == 0)
        #expect(router.shownDetails.isEmpty && router.infoShown == 0)
        withExtendedLifetime(presenter) {}
    }

    @Test func viewIsHeldWeakly() async {
        let router = RecordingRouter()
        let repository = StubMenuRepository()
        weak var weakView: RecordingMenuView?
        var presenter: MenuPresenter?
        do {
            let view = RecordingMenuView()
            weakView = view
            presenter = MenuPresenter(view: view, repository: repository, router: router)
        }
        #expect(weakView == nil)

        // Also while a load waits.
        do {
            let view = RecordingMenuView()
            weakView = view
            presenter = MenuPresenter(view: view, repository: repository, router: router)
            presenter?.onViewDidLoad()
            #expect(await until { repository.loads == 1 })
        }
        #expect(weakView == nil)
        repository.answer(0, with: .success(Self.menu))
        await quiet()
        withExtendedLifetime(presenter) {}
    }

    @Test func loadingOnLoadingOffThenTitlesOnMain() async {
        let view = RecordingMenuView()
        let router = RecordingRouter()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)

        presenter.onViewDidLoad()
        #expect(await until { repository.loads == 1 && view.log.contains("loading true") })
        await quiet()
        #expect(Set(view.log) == ["loading true"])

        repository.answer(0, with: .success(Self.menu))
        #expect(await until { !view.titles.isEmpty })
        await quiet()

        let off = view.log.firstIndex(of: "loading false")
        let items = view.log.firstIndex(of: "items")
        #expect(off != nil && items != nil)
        if let off, let items { #expect(off < items) }
        #expect(view.titles.last == ["Americano", "Cortado", "Scone"])
        #expect(presenter.items == Self.menu)
        #expect(view.errorMessages.isEmpty)
        #expect(view.allOnMain)
    }

    @Test func failingRepositoryEndsLoadingAndShowsAnError() async {
        let view = RecordingMenuView()
        let router = RecordingRouter()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)

        presenter.onViewDidLoad()
        #expect(await until { repository.loads == 1 })
        repository.answer(0, with: .failure(StubFailure.offline))
        #expect(await until { !view.errorMessages.isEmpty })
        await quiet()

        let off = view.log.firstIndex(of: "loading false")
        let error = view.log.firstIndex(of: "error")
        #expect(off != nil)
        if let off, let error { #expect(off < error) }
        #expect(view.errorMessages.count == 1)
        #expect(view.errorMessages.first?.isEmpty == false)
        #expect(view.titles.allSatisfy { $0.isEmpty })
        #expect(presenter.items.isEmpty)
        #expect(view.allOnMain)

        // Trying again asks again.
        presenter.onViewDidLoad()
        #expect(await until { repository.loads == 2 })
        repository.answer(1, with: .failure(StubFailure.offline))
        #expect(await until { view.errorMessages.count == 2 })
        #expect(view.allOnMain)
    }

    @Test(arguments: 0..<3)
    func selectingAnItemAsksTheRouterForIt(index: Int) async {
        let view = RecordingMenuView()
        let router = RecordingRouter()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        presenter.onViewDidLoad()
        #expect(await until { repository.loads == 1 })
        repository.answer(0, with: .success(Self.menu))
        #expect(await until { !view.titles.isEmpty })
        let logBefore = view.log.count

        presenter.didSelectItem(at: index)
        #expect(await until { router.shownDetails.count == 1 })
        #expect(router.shownDetails == [Self.menu[index]])

        presenter.didSelectItem(at: index)
        #expect(await until { router.shownDetails.count == 2 })
        await quiet()
        #expect(router.shownDetails == [Self.menu[index], Self.menu[index]])
        #expect(view.log.count == logBefore)
    }

    @Test func twoItemsWithTheSameTitleAreTwoItems() async {
        let view = RecordingMenuView()
        let router = RecordingRouter()
        let repository = StubMenuRepository()
        let presenter = MenuPresenter(view: view, repository: repository, router: router)
        let twins = [MenuItem(id: "small", title: "Latte"), MenuItem(id: "large", title: "Latte")]
        presenter.onViewDidLoad()
        #expect(await until { repository.loads == 1 })
        repository.answer(0, with: .success(twins))
        #expect(await until { !view.titles.isEmpty })

        presenter.didSelectItem(at: 1)
        #expect(await until { router.shownDetails.count == 1 })
        #expect(router.shownDetails.first?.id == "large")
    }

    @Test func infoAsksTheRouterOncePerTap() async {
        let view = RecordingMenuView()
        let router = RecordingRouter()
        let presenter = MenuPresenter(view: view, repository: StubMenuRepository(), router: router)
        presenter.didTapInfo()
        presenter.didTapInfo()
        presenter.didTapInfo()
        #expect(await until { router.infoShown == 3 })
        await quiet()
        #expect(router.infoShown == 3)
    }
}
