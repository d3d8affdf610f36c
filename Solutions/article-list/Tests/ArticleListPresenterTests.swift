// Model tests for the article list: a spy view, and a stub repository that keeps each request
// until the test answers it. Everything runs on the main actor, like the presenter.
import Foundation
import Testing
@testable import ArticleList

@MainActor
final class ViewSpy: ArticleListViewProtocol {
    enum Call: Equatable { case showLoading, hideLoading, reloadList([String]), error(Int) }
    private(set) var calls: [Call] = []
    weak var presenter: ArticleListPresenter?

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func reloadList() { calls.append(.reloadList(presenter?.items.map(\.id) ?? [])) }
    func handleApiError(error: Error) { calls.append(.error((error as? StubError)?.code ?? -1)) }

    func count(_ call: Call) -> Int { calls.filter { $0 == call }.count }
}

struct StubError: Error { let code: Int }

@MainActor
final class StubRepository: ArticleRepository {
    private(set) var asked: [Bool] = []
    private var waiting: [CheckedContinuation<[Article], Error>] = []

    func latest(refresh: Bool) async throws -> [Article] {
        asked.append(refresh)
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Answers request `index` (0 is the first).
    func answer(_ index: Int, _ result: Result<[Article], Error>) {
        waiting[index].resume(with: result)
    }

    /// Answers the request asked with this `refresh` flag: the load's (`false`) or the refresh's
    /// (`true`), whichever order a presenter's tasks happened to ask in.
    func answer(refresh: Bool, _ result: Result<[Article], Error>) {
        answer(asked.firstIndex(of: refresh)!, result)
    }
}

/// A clock the test moves by hand.
final class StubClock: ArticleClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSinceReferenceDate: 786_000_000)

    func now() -> Date { lock.withLock { current } }
    func move(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

let swift = Article(id: "swift", title: "Swift")
let mvp = Article(id: "mvp", title: "MVP")

/// Lets the presenter's tasks run until `condition` holds: first turn by turn, then (for a
/// presenter whose work passes through another thread) sleeping a millisecond at a time, at most
/// about two seconds (a loaded machine can keep another thread waiting for half a second; a
/// presenter that does its work returns at once). Without a condition it only gives the main
/// actor a few turns.
@MainActor
func letItRun(until condition: () -> Bool = { true }) async {
    for _ in 0..<50 where !condition() { await Task.yield() }
    for _ in 0..<2_000 where !condition() { try? await Task.sleep(nanoseconds: 1_000_000) }
    for _ in 0..<10 { await Task.yield() }
}

@MainActor
func makePresenter() -> (ArticleListPresenter, ViewSpy, StubRepository) {
    let view = ViewSpy()
    let repository = StubRepository()
    let presenter = ArticleListPresenter(view: view, articles: repository)
    view.presenter = presenter
    return (presenter, view, repository)
}

@MainActor
struct ArticleListPresenterTests {
    @Test func creatingThePresenterDoesNothing() async {
        let (presenter, view, repository) = makePresenter()
        await letItRun()
        #expect(repository.asked.isEmpty)
        #expect(view.calls.isEmpty)
        _ = presenter
    }

    @Test func theHeaderSaysHowOldTheArticlesAreWhenItIsRead() async {
        let clock = StubClock()
        let view = ViewSpy()
        let repository = StubRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository, clock: clock)
        #expect(presenter.lastUpdated == nil)
        presenter.onViewDidLoad()
        await letItRun { !repository.asked.isEmpty }
        clock.move(by: 120)
        repository.answer(0, .success([swift]))
        await letItRun { view.count(.hideLoading) == 1 }
        #expect(presenter.lastUpdated == "Updated just now")
        clock.move(by: 5 * 60 + 30)
        #expect(presenter.lastUpdated == "Updated 5 minutes ago")
    }

    @Test func aPresenterThatNeverLoadedIsFreedAtOnce() async {
        let view = ViewSpy()
        weak var released: ArticleListPresenter?
        do {
            let presenter = ArticleListPresenter(view: view, articles: StubRepository())
            released = presenter
        }
        await letItRun()
        #expect(released == nil)
    }

    @Test func onViewDidLoadShowsTheArticles() async {
        let (presenter, view, repository) = makePresenter()
        presenter.onViewDidLoad()
        await letItRun { !repository.asked.isEmpty }
        #expect(repository.asked == [false])
        #expect(view.calls == [.showLoading])
        repository.answer(0, .success([swift, mvp]))
        await letItRun { view.calls.count >= 3 }
        #expect(presenter.items == [swift, mvp])
        #expect(view.count(.reloadList(["swift", "mvp"])) == 1)
        #expect(view.count(.hideLoading) == 1)
        #expect(view.calls.count == 3)
    }

    @Test func onViewDidLoadLoadsAgain() async {
        let (presenter, view, repository) = makePresenter()
        presenter.onViewDidLoad()
        await letItRun { repository.asked.count == 1 }
        repository.answer(0, .failure(StubError(code: 1)))
        await letItRun { view.count(.hideLoading) == 1 }
        presenter.onViewDidLoad()
        await letItRun { repository.asked.count == 2 }
        #expect(repository.asked == [false, false])
    }

    @Test func aFailureShowsTheErrorAndEndsLoading() async {
        let (presenter, view, repository) = makePresenter()
        presenter.onViewDidLoad()
        await letItRun { !repository.asked.isEmpty }
        repository.answer(0, .success([swift]))
        await letItRun { view.count(.hideLoading) == 1 }
        presenter.refresh()
        await letItRun { repository.asked.count == 2 }
        let before = view.calls.count
        repository.answer(1, .failure(StubError(code: 7)))
        await letItRun { view.calls.count >= before + 2 }
        let after = Array(view.calls.dropFirst(before))
        #expect(after.count == 2)
        #expect(after.contains(.error(7)))
        #expect(after.contains(.hideLoading))
        #expect(presenter.items == [swift])
    }

    @Test func refreshAsksPastTheCache() async {
        let (presenter, view, repository) = makePresenter()
        presenter.refresh()
        await letItRun { !repository.asked.isEmpty }
        #expect(repository.asked == [true])
        #expect(view.calls == [.showLoading])
        repository.answer(0, .success([mvp]))
        await letItRun { view.calls.count >= 3 }
        #expect(presenter.items == [mvp])
        #expect(view.count(.reloadList(["mvp"])) == 1)
        #expect(view.count(.hideLoading) == 1)
    }

    @Test func refreshWithNoArticlesStillLoads() async {
        let (presenter, _, repository) = makePresenter()
        presenter.onViewDidLoad()
        await letItRun { !repository.asked.isEmpty }
        repository.answer(0, .success([]))
        await letItRun()
        presenter.refresh()
        await letItRun { repository.asked.count == 2 }
        #expect(repository.asked == [false, true])
    }

    @Test func theViewIsNotKeptAlive() async {
        let repository = StubRepository()
        weak var released: ViewSpy?
        var presenter: ArticleListPresenter?
        do {
            let view = ViewSpy()
            presenter = ArticleListPresenter(view: view, articles: repository)
            presenter?.onViewDidLoad()
            released = view
        }
        await letItRun { !repository.asked.isEmpty }
        #expect(released == nil)
        repository.answer(0, .success([swift]))
        await letItRun { presenter?.items == [swift] }
        #expect(presenter?.items == [swift])
    }

    @Test func aRequestInFlightDoesNotKeepThePresenter() async {
        let view = ViewSpy()
        let repository = StubRepository()
        weak var released: ArticleListPresenter?
        do {
            let presenter = ArticleListPresenter(view: view, articles: repository)
            presenter.onViewDidLoad()
            released = presenter
            await letItRun { !repository.asked.isEmpty }
        }
        await letItRun()
        #expect(released == nil)
        let before = view.calls.count
        repository.answer(0, .success([swift]))
        await letItRun()
        #expect(view.calls.count == before)
    }

    @Test func anOlderReplyChangesNothing() async {
        let (presenter, view, repository) = makePresenter()
        presenter.onViewDidLoad()
        presenter.refresh()
        await letItRun { repository.asked.count == 2 }
        let before = view.calls.count
        repository.answer(refresh: false, .success([swift]))
        await letItRun()
        #expect(view.calls.count == before)
        #expect(presenter.items.isEmpty)
        repository.answer(refresh: true, .success([mvp]))
        await letItRun { view.count(.hideLoading) == 1 }
        #expect(presenter.items == [mvp])
    }

    @Test func anOlderFailureAfterTheNewerReplyChangesNothing() async {
        let (presenter, view, repository) = makePresenter()
        presenter.onViewDidLoad()
        presenter.refresh()
        await letItRun { repository.asked.count == 2 }
        repository.answer(refresh: true, .success([mvp]))
        await letItRun { view.count(.hideLoading) == 1 }
        let before = view.calls.count
        repository.answer(refresh: false, .failure(StubError(code: 3)))
        await letItRun()
        #expect(view.calls.count == before)
        #expect(presenter.items == [mvp])
    }
}
