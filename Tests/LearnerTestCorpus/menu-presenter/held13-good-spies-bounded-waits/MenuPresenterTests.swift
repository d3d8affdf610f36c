// Menu presenter tests: a spy view (noting whether each call ran on the main queue), a spy
// router, and a stub repository that keeps each completion until the test replies from a
// background queue.
import Foundation
import Testing
@testable import MenuScreen

enum MainQueue {
    static let key = DispatchSpecificKey<UInt8>()
    static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}

final class MenuViewSpy: MenuView {
    enum Call: Equatable {
        case loading(Bool)
        case items([String])
        case error(String)
    }

    var calls: [Call] = []
    var callsOffMain = 0

    init() { _ = MainQueue.marked }

    private func record(_ call: Call) {
        if !MainQueue.isCurrent { callsOffMain += 1 }
        calls.append(call)
    }

    func showLoading(_ isLoading: Bool) { record(.loading(isLoading)) }
    func show(items: [String]) { record(.items(items)) }
    func showError(_ message: String) { record(.error(message)) }

    var errors: [String] { calls.compactMap { if case .error(let m) = $0 { return m } else { return nil } } }
    var lists: [[String]] { calls.compactMap { if case .items(let t) = $0 { return t } else { return nil } } }
}

final class MenuRouterSpy: MenuRouting {
    var details: [MenuItem] = []
    var infoCount = 0
    func showDetail(for item: MenuItem) { details.append(item) }
    func showInfo() { infoCount += 1 }
}

final class MenuRepositoryStub: MenuRepository, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[MenuItem], Error>) -> Void
    private let lock = NSLock()
    private var completions: [Completion] = []

    var requestCount: Int { lock.withLock { completions.count } }

    func loadItems(completion: @escaping Completion) {
        lock.withLock { completions.append(completion) }
    }

    func reply(_ index: Int, _ result: Result<[MenuItem], Error>) {
        let completion = lock.withLock { completions[index] }
        DispatchQueue.global().async { completion(result) }
    }
}

struct MenuUnavailable: Error {}

let espresso = MenuItem(id: "espresso", title: "Espresso")
let flatWhite = MenuItem(id: "flat-white", title: "Flat white")
let bananaBread = MenuItem(id: "banana-bread", title: "Banana bread")
let secondEspresso = MenuItem(id: "espresso-double", title: "Espresso")

@MainActor
@discardableResult
func waitFor(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<100_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@MainActor
func letMainQueueRun() async {
    for _ in 0..<300 { await Task.yield() }
}

@MainActor
struct MenuPresenterTests {
    let view = MenuViewSpy()
    let router = MenuRouterSpy()
    let repository = MenuRepositoryStub()
    let presenter: MenuPresenter

    init() {
        presenter = MenuPresenter(view: view, repository: repository, router: router)
    }

    private func loadMenu(_ menu: [MenuItem]) async {
        let request = repository.requestCount
        let listsBefore = view.lists.count
        presenter.onViewDidLoad()
        #expect(await waitFor { repository.requestCount == request + 1 })
        repository.reply(request, .success(menu))
        #expect(await waitFor { view.lists.count > listsBefore && view.lists.last == menu.map(\.title) })
        await letMainQueueRun()
    }

    // MARK: creation and lifetime

    @Test func creatingThePresenterCallsNobody() async {
        await letMainQueueRun()
        #expect(repository.requestCount == 0)
        #expect(view.calls.isEmpty)
        #expect(router.details.isEmpty)
        #expect(router.infoCount == 0)
        #expect(presenter.items.isEmpty)
    }

    @Test func thePresenterHoldsItsViewWeakly() {
        weak var weakView: MenuViewSpy?
        let presenter: MenuPresenter
        do {
            let view = MenuViewSpy()
            weakView = view
            presenter = MenuPresenter(view: view, repository: repository, router: router)
        }
        #expect(weakView == nil)
        _ = presenter
    }

    @Test func aViewClosedWhileLoadingIsFreedAndTheLateReplyDoesNotCrash() async {
        weak var weakView: MenuViewSpy?
        let presenter: MenuPresenter
        do {
            let view = MenuViewSpy()
            weakView = view
            presenter = MenuPresenter(view: view, repository: repository, router: router)
            presenter.onViewDidLoad()
            #expect(await waitFor { repository.requestCount == 1 })
        }
        #expect(weakView == nil)
        repository.reply(0, .success([espresso]))
        await letMainQueueRun()
        _ = presenter
    }

    // MARK: loading

    @Test func itemsComeFromTheRepositoryAndReachTheViewOnMainInOrder() async {
        await letMainQueueRun()
        #expect(repository.requestCount == 0, "nothing is asked before onViewDidLoad()")

        presenter.onViewDidLoad()
        #expect(await waitFor { repository.requestCount == 1 && !view.calls.isEmpty })
        await letMainQueueRun()
        #expect(!view.calls.isEmpty)
        #expect(view.calls.allSatisfy { $0 == .loading(true) }, "while loading: loading on, nothing else")
        let whileLoading = view.calls.count

        repository.reply(0, .success([espresso, flatWhite, bananaBread]))
        #expect(await waitFor { !view.lists.isEmpty })
        await letMainQueueRun()

        let afterReply = Array(view.calls.dropFirst(whileLoading))
        let off = afterReply.firstIndex(of: .loading(false))
        let list = afterReply.firstIndex(of: .items(["Espresso", "Flat white", "Banana bread"]))
        #expect(off != nil)
        #expect(list != nil)
        if let off, let list { #expect(off < list, "loading off, then the titles") }
        #expect(view.lists.last == ["Espresso", "Flat white", "Banana bread"])
        #expect(!afterReply.contains(.loading(true)))
        #expect(view.errors.isEmpty)
        #expect(presenter.items == [espresso, flatWhite, bananaBread])
        #expect(view.callsOffMain == 0)
    }

    @Test func anEmptyMenuIsASuccess() async {
        await loadMenu([])
        #expect(view.lists.last == [])
        #expect(view.errors.isEmpty)
        #expect(view.calls.contains(.loading(false)))
        #expect(view.callsOffMain == 0)
    }

    @Test func aSecondLoadReplacesTheMenu() async {
        await loadMenu([espresso, flatWhite])
        await loadMenu([bananaBread])
        #expect(repository.requestCount == 2)
        #expect(presenter.items == [bananaBread])
        #expect(view.lists.last == ["Banana bread"])
        #expect(view.callsOffMain == 0)
    }

    // MARK: failure

    @Test func aFailingRepositoryEndsLoadingAndShowsAnError() async {
        presenter.onViewDidLoad()
        #expect(await waitFor { repository.requestCount == 1 })
        let before = view.calls.count
        repository.reply(0, .failure(MenuUnavailable()))
        #expect(await waitFor { view.errors.count == 1 })
        await letMainQueueRun()

        let afterReply = Array(view.calls.dropFirst(before))
        let off = afterReply.firstIndex(of: .loading(false))
        let error = afterReply.firstIndex { if case .error = $0 { return true } else { return false } }
        #expect(off != nil)
        if let off, let error { #expect(off < error, "loading ends, then the message") }
        #expect(view.errors.count == 1)
        #expect(view.errors.allSatisfy { !$0.isEmpty })
        // Clearing the list is allowed; showing a menu is not.
        #expect(view.lists.allSatisfy { $0.isEmpty })
        #expect(presenter.items.isEmpty)
        #expect(view.callsOffMain == 0)
    }

    @Test func aRetryAfterAFailureAsksAgainAndEndsLoading() async {
        presenter.onViewDidLoad()
        #expect(await waitFor { repository.requestCount == 1 })
        repository.reply(0, .failure(MenuUnavailable()))
        #expect(await waitFor { view.errors.count == 1 })

        presenter.onViewDidLoad()
        #expect(await waitFor { repository.requestCount == 2 })
        repository.reply(1, .failure(MenuUnavailable()))
        #expect(await waitFor { view.errors.count == 2 })
        await letMainQueueRun()
        #expect(view.calls.filter { $0 == .loading(false) }.count >= 2)
        #expect(view.callsOffMain == 0)
    }

    // MARK: selection and info

    @Test func selectingAnItemAsksTheRouterForThatItem() async {
        await loadMenu([espresso, flatWhite, bananaBread, secondEspresso])
        let callsBefore = view.calls.count

        presenter.didSelectItem(at: 1)
        #expect(await waitFor { router.details.count == 1 })
        presenter.didSelectItem(at: 3)
        #expect(await waitFor { router.details.count == 2 })
        presenter.didSelectItem(at: 3)
        #expect(await waitFor { router.details.count == 3 })
        await letMainQueueRun()

        #expect(router.details == [flatWhite, secondEspresso, secondEspresso])
        #expect(view.calls.count == callsBefore, "a tap never calls the view")
    }

    @Test(arguments: [-1, 3, 4, 50])
    func anIndexThatDoesNotExistAsksNothing(_ index: Int) async {
        await loadMenu([espresso, flatWhite, bananaBread])
        let callsBefore = view.calls.count
        presenter.didSelectItem(at: index)
        await letMainQueueRun()
        #expect(router.details.isEmpty)
        #expect(router.infoCount == 0)
        #expect(view.calls.count == callsBefore)
    }

    @Test func aTapBeforeTheMenuArrivedAsksNothing() async {
        presenter.didSelectItem(at: 0)
        presenter.onViewDidLoad()
        #expect(await waitFor { repository.requestCount == 1 })
        presenter.didSelectItem(at: 0)
        await letMainQueueRun()
        #expect(router.details.isEmpty)
        repository.reply(0, .success([espresso]))
        #expect(await waitFor { !view.lists.isEmpty })
        await letMainQueueRun()
        #expect(router.details.isEmpty, "a tap is never kept for when the reply comes")
    }

    @Test func aRowAShorterReloadRemovedAsksNothing() async {
        await loadMenu([espresso, flatWhite, bananaBread])
        await loadMenu([espresso])
        presenter.didSelectItem(at: 2)
        await letMainQueueRun()
        #expect(router.details.isEmpty)
    }

    @Test func eachTapOnInfoAsksForTheInfoScreenOnce() async {
        presenter.didTapInfo()
        #expect(await waitFor { router.infoCount == 1 })
        presenter.didTapInfo()
        #expect(await waitFor { router.infoCount == 2 })
        await letMainQueueRun()
        #expect(router.infoCount == 2)
        #expect(router.details.isEmpty)
    }
}
