// Tests for ArticleListPresenter, written from the stage briefs only.
// Style: a small step harness. A `Screen` owns the spy view, the stub repository (it holds each
// request as a continuation until the test answers it) and the presenter, and every step lets the
// presenter's tasks run in a bounded loop of `await Task.yield()` until the expected effect shows.
import Foundation
import Testing
@testable import ArticleList

// MARK: - Spy view

private enum ViewCall: Equatable {
    case showLoading, hideLoading, reloadList, error
}

@MainActor
private final class SpyView: ArticleListViewProtocol {
    private(set) var calls: [ViewCall] = []
    private(set) var errors: [Error] = []
    /// What `items` held each time the view was told `reloadList()`.
    private(set) var itemsAtReload: [[Article]] = []
    weak var presenter: ArticleListPresenter?

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func handleApiError(error: Error) { calls.append(.error); errors.append(error) }
    func reloadList() {
        calls.append(.reloadList)
        itemsAtReload.append(presenter?.items ?? [])
    }

    func count(_ call: ViewCall, from start: Int = 0) -> Int {
        calls.dropFirst(start).filter { $0 == call }.count
    }
}

// MARK: - Stub repository

/// An error the test can recognise: each one made has its own number.
private struct StubError: Error, Equatable {
    let number: Int
    @MainActor private static var made = 0
    @MainActor init() { StubError.made += 1; number = StubError.made }
}

private final class StubRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Bool] = []
    private var waiting: [Int: CheckedContinuation<[Article], Error>] = [:]

    /// The `refresh:` argument of every request, in order.
    var requests: [Bool] { lock.withLock { asked } }

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                waiting[asked.count] = continuation
                asked.append(refresh)
            }
        }
    }

    /// Answers request `index`; false when it is not (yet) waiting.
    @discardableResult
    func answer(_ index: Int, with result: Result<[Article], Error>) -> Bool {
        let continuation = lock.withLock { waiting.removeValue(forKey: index) }
        guard let continuation else { return false }
        continuation.resume(with: result)
        return true
    }

    /// Answers whatever is still waiting, so no continuation is left behind.
    func answerTheRest() {
        let rest = lock.withLock { () -> [CheckedContinuation<[Article], Error>] in
            defer { waiting = [:] }
            return Array(waiting.values)
        }
        for continuation in rest { continuation.resume(returning: []) }
    }
}

// MARK: - Step harness

private let swiftSix = Article(id: "swift-6", title: "What Swift 6 changes for your app")
private let mvp = Article(id: "mvp", title: "MVP without the massive view controller")
private let testing = Article(id: "testing", title: "Testing presenters")

@MainActor
private final class Screen {
    let view = SpyView()
    let repository = StubRepository()
    let presenter: ArticleListPresenter

    init() {
        presenter = ArticleListPresenter(view: view, articles: repository)
        view.presenter = presenter
    }

    /// Lets the main actor run until `condition` holds, a bounded number of turns.
    @discardableResult
    func until(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<5_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    /// Lets the main actor run a while (for "nothing happened").
    func idle() async { for _ in 0..<200 { await Task.yield() } }

    /// Step: the screen loaded; waits for the request.
    func viewDidLoad() async {
        let before = repository.requests.count
        presenter.onViewDidLoad()
        let asked = await until { repository.requests.count == before + 1 }
        #expect(asked, "onViewDidLoad() did not ask the repository")
    }

    /// Step: pull to refresh; waits for the request.
    func pullToRefresh() async {
        let before = repository.requests.count
        presenter.refresh()
        let asked = await until { repository.requests.count == before + 1 }
        #expect(asked, "refresh() did not ask the repository")
    }

    /// Step: request `index` is answered; waits until the view was told it ended.
    func reply(_ index: Int, _ result: Result<[Article], Error>) async {
        let before = view.count(.hideLoading)
        #expect(repository.answer(index, with: result))
        let ended = await until { view.count(.hideLoading) > before }
        #expect(ended, "loading never ended")
        await idle()
    }

    func finish() { repository.answerTheRest() }
}

// MARK: - Tests

@MainActor
struct ArticleListPresenterTests {

    // Bullet 1: creating the presenter asks nothing of the repository and tells the view nothing.
    @Test func creatingThePresenterDoesNothing() async {
        let screen = Screen()
        await screen.idle()
        #expect(screen.repository.requests.isEmpty)
        #expect(screen.view.calls.isEmpty)
        #expect(screen.presenter.items.isEmpty)
    }

    // Bullet 2: onViewDidLoad() asks with refresh: false; items are set before reloadList();
    // the view is told showLoading(), reloadList() and hideLoading().
    @Test func loadShowsTheArticles() async {
        let screen = Screen()
        await screen.viewDidLoad()
        #expect(screen.repository.requests == [false])
        await screen.until { !screen.view.calls.isEmpty }
        #expect(screen.view.calls == [.showLoading], "while loading, the view is told only showLoading()")

        await screen.reply(0, .success([swiftSix, mvp]))
        let calls = screen.view.calls
        #expect(calls.first == .showLoading)
        #expect(screen.view.count(.showLoading) == 1)
        #expect(screen.view.count(.reloadList) == 1)
        #expect(screen.view.count(.hideLoading) == 1)
        #expect(calls.count == 3, "nothing else: \(calls)")
        #expect(screen.view.itemsAtReload == [[swiftSix, mvp]], "items must hold the articles when reloadList() comes")
        #expect(screen.presenter.items == [swiftSix, mvp])
        screen.finish()
    }

    // Bullet 3: a failing repository shows that very error and ends loading, without reloadList().
    @Test func failureShowsTheErrorItThrew() async {
        let screen = Screen()
        await screen.viewDidLoad()
        await screen.reply(0, .success([swiftSix]))
        let start = screen.view.calls.count

        let thrown = StubError()
        await screen.pullToRefresh()
        await screen.reply(1, .failure(thrown))
        #expect(screen.view.count(.error, from: start) == 1)
        #expect(screen.view.count(.hideLoading, from: start) == 1)
        #expect(screen.view.count(.reloadList, from: start) == 0, "a failure reloaded the list")
        #expect((screen.view.errors.last as? StubError) == thrown, "the view must get the error the repository threw")
        #expect(screen.presenter.items == [swiftSix], "a failure must leave items as they were")
        screen.finish()
    }

    // Bullet 3, on the first load too (nothing loaded yet).
    @Test func firstLoadFailureEndsLoading() async {
        let screen = Screen()
        let thrown = StubError()
        await screen.viewDidLoad()
        await screen.reply(0, .failure(thrown))
        #expect(screen.view.calls.filter { $0 != .error && $0 != .hideLoading } == [.showLoading])
        #expect(screen.view.count(.error) == 1)
        #expect(screen.view.count(.hideLoading) == 1)
        #expect((screen.view.errors.first as? StubError) == thrown)
        #expect(screen.presenter.items.isEmpty)
        screen.finish()
    }

    // Bullet 4: refresh() asks with refresh: true, and its reply is handled like a load's.
    @Test func refreshAsksPastTheCache() async {
        let screen = Screen()
        await screen.viewDidLoad()
        await screen.reply(0, .success([swiftSix]))
        let start = screen.view.calls.count
        await screen.pullToRefresh()
        #expect(screen.repository.requests == [false, true])
        await screen.reply(1, .success([mvp, testing]))
        #expect(screen.presenter.items == [mvp, testing])
        #expect(screen.view.count(.showLoading, from: start) == 1)
        #expect(screen.view.count(.reloadList, from: start) == 1)
        #expect(screen.view.itemsAtReload.last == [mvp, testing])
        screen.finish()
    }

    // Bullet 5: the presenter does not keep its view alive (also while a request is in flight).
    @Test func viewIsNotKeptAlive() async {
        let repository = StubRepository()
        weak var weakView: SpyView?
        let presenter: ArticleListPresenter
        do {
            let view = SpyView()
            weakView = view
            presenter = ArticleListPresenter(view: view, articles: repository)
            presenter.onViewDidLoad()
            for _ in 0..<5_000 where repository.requests.isEmpty { await Task.yield() }
        }
        #expect(weakView == nil, "the presenter keeps its view alive")
        repository.answer(0, with: .success([swiftSix]))   // a late reply must not crash
        for _ in 0..<200 { await Task.yield() }
        #expect(weakView == nil)
        repository.answerTheRest()
        _ = presenter
    }

    // Bullet 6: an older reply (success), arriving before the newer one's, changes nothing.
    @Test func olderSuccessBeforeNewerChangesNothing() async {
        let screen = Screen()
        await screen.viewDidLoad()
        await screen.pullToRefresh()
        await screen.idle()
        let start = screen.view.calls.count

        #expect(screen.repository.answer(0, with: .success([swiftSix])))
        await screen.idle()
        #expect(screen.view.calls.count == start, "the older reply told the view \(screen.view.calls.dropFirst(start))")
        #expect(screen.presenter.items.isEmpty, "the older reply changed items")

        await screen.reply(1, .success([mvp]))
        #expect(screen.presenter.items == [mvp])
        #expect(screen.view.count(.reloadList) == 1)
        #expect(screen.view.count(.hideLoading) == 1)
        screen.finish()
    }

    // Bullet 6: an older reply (failure or success) arriving after the newer one's changes nothing.
    @Test(arguments: [false, true])
    func olderReplyAfterNewerChangesNothing(olderFails: Bool) async {
        let screen = Screen()
        await screen.viewDidLoad()
        await screen.viewDidLoad()
        await screen.reply(1, .success([mvp]))
        let start = screen.view.calls.count

        let older: Result<[Article], Error> = olderFails ? .failure(StubError()) : .success([swiftSix, testing])
        #expect(screen.repository.answer(0, with: older))
        await screen.idle()
        #expect(screen.view.calls.count == start, "the older reply told the view \(screen.view.calls.dropFirst(start))")
        #expect(screen.presenter.items == [mvp], "the older reply changed items")
        screen.finish()
    }
}
