// MenuPresenter tests: the checklist's "spy view + stub repository" for success and for failure,
// and then some.
//
// - The spy view writes down every call and whether it ran on the main thread (only the view is
//   promised the main thread; the stub repository does not care where it is asked).
// - The stub repository keeps every completion; the test answers it from DispatchQueue.global(),
//   like the real MenuService.
// - A router spy records what the presenter asked it to open.
// - Waiting is a bounded loop of Task.yield(); nothing sleeps.
import Foundation
import Testing
@testable import MenuScreen

extension Tag {
    @Tag static var lifetime: Self
    @Tag static var loading: Self
    @Tag static var failure: Self
    @Tag static var routing: Self
}

// MARK: - Spies and stubs

@MainActor
final class MenuViewSpy: MenuView {
    enum Call: Equatable {
        case loading(Bool)
        case items([String])
        case error(String)
    }

    private let lock = NSLock()
    private var _calls: [Call] = []
    private var _onMainThread: [Bool] = []

    var calls: [Call] { lock.withLock { _calls } }
    var allOnMainThread: Bool { lock.withLock { _onMainThread.allSatisfy { $0 } } }

    /// The calls with immediate repeats folded: "showLoading(true)" twice while loading, or the same
    /// list twice, is allowed by the contract and tells the user nothing new.
    var distinctCalls: [Call] {
        calls.reduce(into: []) { result, call in
            if result.last != call { result.append(call) }
        }
    }

    private func log(_ call: Call) {
        let main = Thread.isMainThread
        lock.withLock {
            _calls.append(call)
            _onMainThread.append(main)
        }
    }

    func showLoading(_ isLoading: Bool) { log(.loading(isLoading)) }
    func show(items: [String]) { log(.items(items)) }
    func showError(_ message: String) { log(.error(message)) }
}

@MainActor
final class RouterSpy: MenuRouting {
    private(set) var details: [MenuItem] = []
    private(set) var infoCount = 0
    var onDetail: ((MenuItem) -> Void)?

    func showDetail(for item: MenuItem) {
        details.append(item)
        onDetail?(item)
    }

    func showInfo() { infoCount += 1 }
}

struct KitchenClosed: Error {}

final class BackgroundMenuStub: MenuRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[MenuItem], Error>) -> Void] = []
    private var replies = 0

    var requestCount: Int { lock.withLock { completions.count } }
    var repliesDelivered: Int { lock.withLock { replies } }

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        lock.withLock { completions.append(completion) }
    }

    func answer(_ result: Result<[MenuItem], Error>, request: Int? = nil) {
        let completion = lock.withLock { completions[request ?? completions.count - 1] }
        DispatchQueue.global().async {
            completion(result)
            self.lock.withLock { self.replies += 1 }
        }
    }
}

// MARK: - Helpers

@MainActor
func eventually(_ condition: () -> Bool, turns: Int = 100_000) async -> Bool {
    var turn = 0
    while !condition() && turn < turns {
        await Task.yield()
        turn += 1
    }
    return condition()
}

@MainActor
func quiet(_ turns: Int = 300) async {
    for _ in 0..<turns { await Task.yield() }
}

func menu(_ titles: [String]) -> [MenuItem] {
    titles.enumerated().map { MenuItem(id: "item-\($0.offset)", title: $0.element) }
}

@MainActor
func makeSUT() -> (presenter: MenuPresenter, view: MenuViewSpy, repository: BackgroundMenuStub, router: RouterSpy) {
    let view = MenuViewSpy()
    let repository = BackgroundMenuStub()
    let router = RouterSpy()
    let presenter = MenuPresenter(view: view, repository: repository, router: router)
    return (presenter, view, repository, router)
}

/// onViewDidLoad, then waits for the request and the spinner.
@MainActor
func startLoad(_ sut: (presenter: MenuPresenter, view: MenuViewSpy, repository: BackgroundMenuStub, router: RouterSpy),
               sourceLocation: SourceLocation = #_sourceLocation) async {
    let requests = sut.repository.requestCount
    let spinners = sut.view.calls.filter { $0 == .loading(true) }.count
    sut.presenter.onViewDidLoad()
    let started = await eventually {
        sut.repository.requestCount == requests + 1 && sut.view.calls.filter { $0 == .loading(true) }.count > spinners
    }
    #expect(started, "onViewDidLoad() should ask the repository and show loading", sourceLocation: sourceLocation)
}

/// Loads `items` and waits until the titles are on screen.
@MainActor
func loadMenu(_ items: [MenuItem],
              into sut: (presenter: MenuPresenter, view: MenuViewSpy, repository: BackgroundMenuStub, router: RouterSpy),
              sourceLocation: SourceLocation = #_sourceLocation) async {
    await startLoad(sut, sourceLocation: sourceLocation)
    let before = sut.view.calls.count
    sut.repository.answer(.success(items))
    let shown = await eventually {
        sut.view.calls.dropFirst(before).contains(.items(items.map(\.title)))
            && sut.view.calls.dropFirst(before).contains(.loading(false))
    }
    #expect(shown, "the menu never reached the view", sourceLocation: sourceLocation)
    await quiet()
}

// MARK: - Tests

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct MenuPresenterTests {

    // "the presenter holds its view weakly, and creating it calls nobody"
    @Suite(.tags(.lifetime))
    @MainActor
    struct CreationAndLifetime {
        @Test func creatingThePresenterCallsNobody() async {
            let sut = makeSUT()
            #expect(sut.repository.requestCount == 0)
            #expect(sut.view.calls.isEmpty)
            #expect(sut.router.details.isEmpty && sut.router.infoCount == 0)

            await quiet()   // not even work init queued for later
            #expect(sut.repository.requestCount == 0)
            #expect(sut.view.calls.isEmpty)
            #expect(sut.router.details.isEmpty && sut.router.infoCount == 0)
            _ = sut.presenter
        }

        @Test func theViewIsHeldWeakly() {
            let repository = BackgroundMenuStub()
            let router = RouterSpy()
            weak var weakView: MenuViewSpy?
            var presenter: MenuPresenter?
            do {
                let view = MenuViewSpy()
                weakView = view
                presenter = MenuPresenter(view: view, repository: repository, router: router)
            }
            #expect(weakView == nil, "the presenter keeps its view alive")
            #expect(presenter != nil)
        }

        @Test(arguments: [0, 1])
        func aViewClosedDuringALoadIsFreedAndTheLateReplyIsHarmless(earlierLoads: Int) async {
            let repository = BackgroundMenuStub()
            let router = RouterSpy()
            weak var weakView: MenuViewSpy?
            var presenter: MenuPresenter?
            do {
                let view = MenuViewSpy()
                weakView = view
                presenter = MenuPresenter(view: view, repository: repository, router: router)
                for load in 0...earlierLoads {
                    presenter?.onViewDidLoad()
                    _ = await eventually { repository.requestCount == load + 1 }
                    if load < earlierLoads {
                        repository.answer(.success(menu(["Espresso"])))
                        _ = await eventually { view.calls.contains(.items(["Espresso"])) }
                    }
                }
                _ = await eventually { view.calls.last == .loading(true) }
            }
            _ = await eventually { weakView == nil }
            #expect(weakView == nil, "a load in flight keeps the closed view alive")

            repository.answer(.success(menu(["Flat white"])))
            _ = await eventually { repository.repliesDelivered == earlierLoads + 1 }
            await quiet()
            #expect(presenter != nil)
        }
    }

    // "items come from the repository, starting at `onViewDidLoad()`, and reach the view on the main
    //  thread: loading on, loading off, the titles"
    @Suite(.tags(.loading))
    @MainActor
    struct Loading {
        /// (titles, ids): two items may share a title and are still two items.
        @Test(arguments: [
            (["Espresso", "Flat white", "Banana bread"], ["e", "f", "b"]),
            (["Cinnamon bun", "Cinnamon bun"], ["c1", "c2"]),
            (["Tea"], ["t"]),
            ([], []),
        ] as [([String], [String])])
        func itemsArriveInOrderOnTheMainThread(titles: [String], ids: [String]) async throws {
            let sut = makeSUT()
            let items = zip(ids, titles).map { MenuItem(id: $0.0, title: $0.1) }

            await startLoad(sut)
            #expect(sut.repository.requestCount == 1)
            #expect(sut.view.distinctCalls == [.loading(true)], "before the reply: loading, and nothing else")

            sut.repository.answer(.success(items))
            let done = await eventually { sut.view.distinctCalls.count >= 3 }
            try #require(done, "no reply reached the view: \(sut.view.calls)")
            await quiet()

            #expect(sut.view.distinctCalls == [.loading(true), .loading(false), .items(titles)])
            #expect(sut.presenter.items == items)
            #expect(sut.view.allOnMainThread, "the view was called off the main thread")
        }

        @Test func nothingIsLoadedBeforeOnViewDidLoad() async {
            let sut = makeSUT()
            await quiet()
            #expect(sut.repository.requestCount == 0)
            #expect(sut.presenter.items.isEmpty)
            await startLoad(sut)
            #expect(sut.repository.requestCount == 1)
        }

        /// Each element is one load's menu, in order: every onViewDidLoad() asks again, and the
        /// latest menu replaces the one before.
        @Test(arguments: [
            [["Espresso", "Tea"], ["Espresso"]],
            [["Tea"], [], ["Scone", "Muffin", "Tea"]],
        ])
        func everyLoadAsksAgainAndReplacesTheMenu(loads: [[String]]) async {
            let sut = makeSUT()
            for (number, titles) in loads.enumerated() {
                await loadMenu(menu(titles), into: sut)
                #expect(sut.repository.requestCount == number + 1)
                #expect(sut.presenter.items.map(\.title) == titles)
                #expect(sut.view.calls.last == .items(titles))
            }
            #expect(sut.view.allOnMainThread)
        }
    }

    // "a failing repository ends loading and shows an error"
    @Suite(.tags(.failure))
    @MainActor
    struct Failure {
        /// What happens after the failure: loading off, then one error; a `show(items: [])`
        /// anywhere among them is allowed.
        func failureCalls(of sut: (presenter: MenuPresenter, view: MenuViewSpy, repository: BackgroundMenuStub, router: RouterSpy),
                          after start: Int) -> [MenuViewSpy.Call] {
            Array(sut.view.calls.dropFirst(start)).filter { $0 != .items([]) && $0 != .loading(true) }
        }

        @Test(arguments: [[false], [true, false], [true, false, false], [false, false]])
        func everyFailureEndsLoadingThenShowsAnError(succeeds: [Bool]) async {
            let sut = makeSUT()
            for ok in succeeds {
                if ok {
                    await loadMenu(menu(["Espresso", "Tea"]), into: sut)
                    continue
                }
                let start = sut.view.calls.count
                await startLoad(sut)
                sut.repository.answer(.failure(KitchenClosed()))
                let shown = await eventually { sut.view.calls.dropFirst(start).contains { if case .error = $0 { true } else { false } } }
                #expect(shown, "no error after a failure: \(sut.view.calls)")
                await quiet()

                let calls = failureCalls(of: sut, after: start)
                guard calls.count == 2, case .error(let message) = calls[1] else {
                    Issue.record("expected loading off, then one error: \(calls)")
                    continue
                }
                #expect(calls[0] == .loading(false))
                #expect(!message.isEmpty)
            }
            if succeeds == [false] {
                #expect(sut.presenter.items.isEmpty, "a failed first load leaves no items")
            }
            #expect(sut.view.allOnMainThread)
        }
    }

    // "selecting an item asks the router for that item, and an index that does not exist asks nothing"
    @Suite(.tags(.routing))
    @MainActor
    struct Routing {
        let items = [MenuItem(id: "a", title: "Latte"), MenuItem(id: "b", title: "Scone"), MenuItem(id: "c", title: "Latte")]

        @Test(arguments: [0, 1, 2])
        func selectingAnItemAsksTheRouterForThatItem(index: Int) async {
            let sut = makeSUT()
            await loadMenu(items, into: sut)
            let viewCalls = sut.view.calls

            await confirmation("the router is asked once", expectedCount: 1) { asked in
                sut.router.onDetail = { _ in asked() }
                sut.presenter.didSelectItem(at: index)
                _ = await eventually { !sut.router.details.isEmpty }
                await quiet()
            }
            #expect(sut.router.details == [items[index]])
            #expect(sut.view.calls == viewCalls, "a tap never calls the view")
        }

        @Test func theSameRowTwiceAsksTwice() async {
            let sut = makeSUT()
            await loadMenu(items, into: sut)
            await confirmation("two taps, two details", expectedCount: 2) { asked in
                sut.router.onDetail = { _ in asked() }
                sut.presenter.didSelectItem(at: 1)
                _ = await eventually { sut.router.details.count == 1 }
                sut.presenter.didSelectItem(at: 1)
                _ = await eventually { sut.router.details.count == 2 }
            }
            #expect(sut.router.details == [items[1], items[1]])
        }

        @Test(arguments: [-1, 3, 4, 50])
        func anIndexOutsideTheMenuAsksNothing(index: Int) async {
            let sut = makeSUT()
            await loadMenu(items, into: sut)
            let viewCalls = sut.view.calls
            await confirmation("the router is asked", expectedCount: 0) { asked in
                sut.router.onDetail = { _ in asked() }
                sut.presenter.didSelectItem(at: index)
                await quiet()
            }
            #expect(sut.view.calls == viewCalls)
        }

        @Test func aTapBeforeTheMenuArrivedAsksNothing() async {
            let sut = makeSUT()
            sut.presenter.didSelectItem(at: 0)
            await startLoad(sut)
            sut.presenter.didSelectItem(at: 0)
            await quiet()
            #expect(sut.router.details.isEmpty)
        }

        @Test func aRowAShorterReloadRemovedAsksNothing() async {
            let sut = makeSUT()
            await loadMenu(items, into: sut)
            await loadMenu([MenuItem(id: "z", title: "Tea")], into: sut)
            sut.presenter.didSelectItem(at: 2)
            sut.presenter.didSelectItem(at: 1)
            await quiet()
            #expect(sut.router.details.isEmpty)

            sut.presenter.didSelectItem(at: 0)
            _ = await eventually { !sut.router.details.isEmpty }
            #expect(sut.router.details == [MenuItem(id: "z", title: "Tea")])
        }

        @Test func aFailedFirstLoadLeavesNothingToSelect() async {
            let sut = makeSUT()
            await startLoad(sut)
            sut.repository.answer(.failure(KitchenClosed()))
            _ = await eventually { sut.view.calls.contains { if case .error = $0 { true } else { false } } }
            sut.presenter.didSelectItem(at: 0)
            await quiet()
            #expect(sut.router.details.isEmpty)
        }

        @Test func infoAsksForTheInfoScreenOncePerTap() async {
            let sut = makeSUT()
            sut.presenter.didTapInfo()
            sut.presenter.didTapInfo()
            _ = await eventually { sut.router.infoCount == 2 }
            await quiet()
            #expect(sut.router.infoCount == 2)
            #expect(sut.view.calls.isEmpty)
        }
    }
}
