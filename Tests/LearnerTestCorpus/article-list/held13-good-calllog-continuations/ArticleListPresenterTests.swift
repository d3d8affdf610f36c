// Tests for the article list presenter: a spy view that logs every call, and a stub repository
// that keeps every request's continuation until the test answers it.
import Foundation
import Testing
@testable import ArticleList

// MARK: - Test doubles

@MainActor
final class SpyArticleListView: ArticleListViewProtocol {
    enum Call: Equatable {
        case showLoading
        case hideLoading
        case reloadList
        case handleApiError
    }

    private(set) var calls: [Call] = []
    private(set) var errors: [Error] = []
    /// What `items` held each time the view was told `reloadList()`.
    private(set) var itemsAtReload: [[Article]] = []
    /// The presenter the view reads from when it draws its table (as a view controller would).
    weak var presenter: ArticleListPresenter?

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func handleApiError(error: Error) {
        calls.append(.handleApiError)
        errors.append(error)
    }
    func reloadList() {
        calls.append(.reloadList)
        itemsAtReload.append(presenter?.items ?? [])
    }

    func count(_ call: Call) -> Int { calls.filter { $0 == call }.count }
}

struct StubError: Error, Equatable {
    let token: String
}

/// Holds every request until the test answers it. The repository protocol is `Sendable`, so the
/// state is behind a lock.
final class HeldArticleRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var refreshFlags: [Bool] = []
    private var pending: [Int: CheckedContinuation<[Article], Error>] = [:]

    var requests: [Bool] { lock.withLock { refreshFlags } }
    var requestCount: Int { requests.count }

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                pending[refreshFlags.count] = continuation
                refreshFlags.append(refresh)
            }
        }
    }

    func succeed(_ index: Int, with articles: [Article]) {
        take(index)?.resume(returning: articles)
    }

    func fail(_ index: Int, with error: Error) {
        take(index)?.resume(throwing: error)
    }

    private func take(_ index: Int) -> CheckedContinuation<[Article], Error>? {
        lock.withLock { pending.removeValue(forKey: index) }
    }
}

/// Answers at once, without suspending (the articles were cached).
final class ImmediateArticleRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var flags: [Bool] = []
    private let result: Result<[Article], StubError>

    init(_ result: Result<[Article], StubError>) { self.result = result }

    var requests: [Bool] { lock.withLock { flags } }

    func latest(refresh: Bool) async throws -> [Article] {
        lock.withLock { flags.append(refresh) }
        return try result.get()
    }
}

// MARK: - Waiting, bounded

/// Lets the main actor (and the presenter's tasks) run until `condition` holds, a bounded number
/// of turns. Returns whether it held.
@MainActor
@discardableResult
func eventually(_ turns: Int = 50_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Lets pending work run for a while when the test expects nothing to happen.
@MainActor
func settle(_ turns: Int = 200) async {
    for _ in 0..<turns { await Task.yield() }
}

let swift6 = Article(id: "swift-6", title: "What Swift 6 changes")
let mvp = Article(id: "mvp", title: "MVP without the massive view controller")
let actors = Article(id: "actors", title: "Actors in practice")

// MARK: - Tests

@MainActor
struct ArticleListPresenterTests {
    private func makeSUT() -> (ArticleListPresenter, SpyArticleListView, HeldArticleRepository) {
        let view = SpyArticleListView()
        let repository = HeldArticleRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.presenter = presenter
        return (presenter, view, repository)
    }

    /// A load has ended when the view was told `hideLoading()` for it.
    private func loadEnded(_ view: SpyArticleListView, times: Int = 1) async -> Bool {
        await eventually { view.count(.hideLoading) >= times }
    }

    @Test func creatingThePresenterAsksNothingAndTellsNothing() async {
        let (presenter, view, repository) = makeSUT()
        await settle()
        #expect(repository.requestCount == 0)
        #expect(view.calls.isEmpty)
        #expect(presenter.items.isEmpty)
    }

    @Test func aPresenterNeverStartedIsFreedAtOnce() {
        let view = SpyArticleListView()
        let repository = HeldArticleRepository()
        weak var weakPresenter: ArticleListPresenter?
        do {
            let presenter = ArticleListPresenter(view: view, articles: repository)
            weakPresenter = presenter
        }
        #expect(weakPresenter == nil)
        #expect(repository.requestCount == 0)
    }

    @Test func onViewDidLoadAsksWithoutRefreshAndShowsTheArticles() async {
        let (presenter, view, repository) = makeSUT()
        presenter.onViewDidLoad()

        #expect(await eventually { repository.requestCount == 1 && view.count(.showLoading) == 1 })
        #expect(repository.requests == [false])
        #expect(view.calls == [.showLoading], "while the request waits, only the spinner")

        repository.succeed(0, with: [swift6, mvp])
        #expect(await eventually { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 })
        await settle()

        #expect(presenter.items == [swift6, mvp])
        #expect(view.itemsAtReload == [[swift6, mvp]], "items are set before the view reloads")
        #expect(view.calls.first == .showLoading)
        #expect(view.count(.showLoading) == 1)
        #expect(view.count(.reloadList) == 1)
        #expect(view.count(.hideLoading) == 1)
        #expect(view.count(.handleApiError) == 0)
        #expect(repository.requestCount == 1)
    }

    @Test func aRepositoryThatAnswersAtOnceStillShowsLoadingFirst() async {
        let view = SpyArticleListView()
        let repository = ImmediateArticleRepository(.success([actors]))
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.presenter = presenter

        presenter.onViewDidLoad()
        #expect(await eventually { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 })
        await settle()

        #expect(repository.requests == [false])
        #expect(view.calls.first == .showLoading)
        #expect(view.count(.showLoading) == 1)
        #expect(view.itemsAtReload == [[actors]])
        #expect(presenter.items == [actors])
    }

    @Test func aFailingRepositoryShowsThatVeryErrorAndEndsLoading() async {
        let (presenter, view, repository) = makeSUT()
        presenter.onViewDidLoad()
        #expect(await eventually { repository.requestCount == 1 })

        let thrown = StubError(token: "offline-\(UUID())")
        repository.fail(0, with: thrown)
        #expect(await eventually { view.count(.handleApiError) == 1 && view.count(.hideLoading) == 1 })
        await settle()

        #expect(view.errors.count == 1)
        #expect(view.errors.first as? StubError == thrown)
        #expect(view.count(.reloadList) == 0)
        #expect(view.count(.hideLoading) == 1)
        #expect(presenter.items.isEmpty)
    }

    @Test func aFailedRefreshKeepsTheArticlesOfTheEarlierLoad() async {
        let (presenter, view, repository) = makeSUT()
        presenter.onViewDidLoad()
        #expect(await eventually { repository.requestCount == 1 })
        repository.succeed(0, with: [mvp])
        #expect(await loadEnded(view))

        presenter.refresh()
        #expect(await eventually { repository.requestCount == 2 })
        let thrown = StubError(token: "server-\(UUID())")
        repository.fail(1, with: thrown)
        #expect(await eventually { view.count(.handleApiError) == 1 && view.count(.hideLoading) == 2 })
        await settle()

        #expect(view.errors.first as? StubError == thrown)
        #expect(view.count(.reloadList) == 1)
        #expect(presenter.items == [mvp])
    }

    @Test func refreshAsksPastTheCache() async {
        let (presenter, view, repository) = makeSUT()
        presenter.refresh()
        #expect(await eventually { repository.requestCount == 1 })
        #expect(repository.requests == [true])

        repository.succeed(0, with: [actors, swift6])
        #expect(await eventually { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 })
        #expect(presenter.items == [actors, swift6])
        #expect(view.itemsAtReload == [[actors, swift6]])

        presenter.onViewDidLoad()
        #expect(await eventually { repository.requestCount == 2 })
        #expect(repository.requests == [true, false])
        repository.succeed(1, with: [])
    }

    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let repository = HeldArticleRepository()
        weak var weakView: SpyArticleListView?
        var presenter: ArticleListPresenter?
        do {
            let view = SpyArticleListView()
            weakView = view
            presenter = ArticleListPresenter(view: view, articles: repository)
        }
        #expect(weakView == nil)
        #expect(presenter != nil)
    }

    @Test func aRequestInFlightDoesNotKeepTheViewAlive() async {
        let repository = HeldArticleRepository()
        weak var weakView: SpyArticleListView?
        var presenter: ArticleListPresenter?
        do {
            let view = SpyArticleListView()
            weakView = view
            presenter = ArticleListPresenter(view: view, articles: repository)
            presenter?.onViewDidLoad()
            #expect(await eventually { repository.requestCount == 1 && view.count(.showLoading) == 1 })
        }
        #expect(weakView == nil)

        // The reply comes after the view is gone: nothing crashes, and the articles still arrive.
        repository.succeed(0, with: [mvp])
        #expect(await eventually { presenter?.items == [mvp] })
    }

    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        let view = SpyArticleListView()
        let repository = HeldArticleRepository()
        weak var weakPresenter: ArticleListPresenter?
        do {
            let presenter = ArticleListPresenter(view: view, articles: repository)
            weakPresenter = presenter
            presenter.onViewDidLoad()
            #expect(await eventually { repository.requestCount == 1 && view.count(.showLoading) == 1 })
        }
        #expect(weakPresenter == nil)

        // The reply finds nobody: nothing crashes, and the view is told nothing more.
        let callsWhenGone = view.calls
        repository.succeed(0, with: [mvp])
        await settle()
        #expect(view.calls == callsWhenGone)
    }

    enum OlderReply: String, CaseIterable {
        case successBeforeNewer, failureBeforeNewer, successAfterNewer, failureAfterNewer
        var isFailure: Bool { self == .failureBeforeNewer || self == .failureAfterNewer }
        var comesFirst: Bool { self == .successBeforeNewer || self == .failureBeforeNewer }
    }

    @Test(arguments: OlderReply.allCases)
    func aReplyFromAnOlderLoadChangesNothing(_ older: OlderReply) async {
        let (presenter, view, repository) = makeSUT()
        presenter.onViewDidLoad()
        #expect(await eventually { repository.requestCount == 1 })
        presenter.refresh()
        #expect(await eventually { repository.requestCount == 2 })

        func answerOlder() {
            if older.isFailure {
                repository.fail(0, with: StubError(token: "old"))
            } else {
                repository.succeed(0, with: [swift6])
            }
        }

        if older.comesFirst {
            answerOlder()
            await settle()
            #expect(presenter.items.isEmpty)
            #expect(view.count(.reloadList) == 0)
            #expect(view.count(.hideLoading) == 0)
            #expect(view.count(.handleApiError) == 0)
        }

        repository.succeed(1, with: [actors, mvp])
        #expect(await eventually { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 })

        if !older.comesFirst {
            answerOlder()
        }
        await settle()

        #expect(presenter.items == [actors, mvp])
        #expect(view.itemsAtReload == [[actors, mvp]])
        #expect(view.count(.reloadList) == 1)
        #expect(view.count(.hideLoading) == 1)
        #expect(view.count(.handleApiError) == 0)
    }
}
