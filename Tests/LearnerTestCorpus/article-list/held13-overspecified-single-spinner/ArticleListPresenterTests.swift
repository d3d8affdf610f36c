// ArticleListPresenter under test with hand-driven doubles.
import Foundation
import Testing
@testable import ArticleList

// MARK: Doubles

@MainActor
final class ArticleListViewSpy: ArticleListViewProtocol {
    private(set) var showLoadingCount = 0
    private(set) var hideLoadingCount = 0
    private(set) var reloadCount = 0
    private(set) var receivedErrors: [Error] = []
    private(set) var snapshots: [[Article]] = []
    /// Called when the view reloads, the way a table asks its presenter for rows.
    var onReload: (() -> [Article])?

    func showLoading() { showLoadingCount += 1 }
    func hideLoading() { hideLoadingCount += 1 }
    func handleApiError(error: Error) { receivedErrors.append(error) }
    func reloadList() {
        reloadCount += 1
        snapshots.append(onReload?() ?? [])
    }
}

final class ControlledRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Bool] = []
    private var waiting: [CheckedContinuation<[Article], Error>?] = []

    var askedWith: [Bool] { lock.withLock { asked } }

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                asked.append(refresh)
                waiting.append(continuation)
            }
        }
    }

    func answer(request index: Int, with result: Result<[Article], Error>) {
        let continuation: CheckedContinuation<[Article], Error>? = lock.withLock {
            guard waiting.indices.contains(index) else { return nil }
            defer { waiting[index] = nil }
            return waiting[index]
        }
        continuation?.resume(with: result)
    }
}

final class MarkedError: Error {}

// MARK: Helpers

@MainActor
func drain(until condition: () -> Bool, maxTurns: Int = 20_000) async {
    var turn = 0
    while !condition(), turn < maxTurns {
        await Task.yield()
        turn += 1
    }
}

@MainActor
func drainQuietly() async {
    for _ in 0..<250 { await Task.yield() }
}

enum Entry: String, CaseIterable, CustomTestStringConvertible {
    case onViewDidLoad, refresh
    var testDescription: String { rawValue }
    var expectedFlag: Bool { self == .refresh }

    @MainActor func start(_ presenter: ArticleListPresenter) {
        switch self {
        case .onViewDidLoad: presenter.onViewDidLoad()
        case .refresh: presenter.refresh()
        }
    }
}

let news = [Article(id: "n1", title: "First"), Article(id: "n2", title: "Second"), Article(id: "n3", title: "Third")]
let stale = [Article(id: "old", title: "Old news")]

// MARK: Tests

@MainActor
@Suite("Article list presenter")
struct ArticleListPresenterTests {
    func make() -> (ArticleListPresenter, ArticleListViewSpy, ControlledRepository) {
        let spy = ArticleListViewSpy()
        let repository = ControlledRepository()
        let presenter = ArticleListPresenter(view: spy, articles: repository)
        spy.onReload = { [weak presenter] in presenter?.items ?? [] }
        return (presenter, spy, repository)
    }

    @Test func initIsSilent() async {
        let (presenter, spy, repository) = make()
        await drainQuietly()
        #expect(repository.askedWith.isEmpty)
        #expect(spy.showLoadingCount + spy.hideLoadingCount + spy.reloadCount == 0)
        #expect(spy.receivedErrors.isEmpty)
        _ = presenter
    }

    @Test(arguments: Entry.allCases)
    func aLoadAsksWithTheRightFlagAndShowsTheArticles(_ entry: Entry) async {
        let (presenter, spy, repository) = make()
        entry.start(presenter)
        await drain { repository.askedWith.count == 1 && spy.showLoadingCount == 1 }
        #expect(repository.askedWith == [entry.expectedFlag])
        #expect(spy.showLoadingCount == 1)
        #expect(spy.reloadCount == 0)
        #expect(spy.hideLoadingCount == 0)

        repository.answer(request: 0, with: .success(news))
        await drain { spy.reloadCount == 1 && spy.hideLoadingCount == 1 }
        await drainQuietly()

        #expect(spy.snapshots == [news])
        #expect(presenter.items == news)
        #expect(spy.reloadCount == 1)
        #expect(spy.hideLoadingCount == 1)
        #expect(spy.showLoadingCount == 1)
        #expect(spy.receivedErrors.isEmpty)
    }

    @Test(arguments: Entry.allCases)
    func aFailedLoadPassesOnTheErrorAndStopsLoading(_ entry: Entry) async {
        let (presenter, spy, repository) = make()
        entry.start(presenter)
        await drain { repository.askedWith.count == 1 }

        let error = MarkedError()
        repository.answer(request: 0, with: .failure(error))
        await drain { spy.receivedErrors.count == 1 && spy.hideLoadingCount == 1 }
        await drainQuietly()

        #expect(spy.receivedErrors.count == 1)
        #expect((spy.receivedErrors.first as? MarkedError) === error)
        #expect(spy.hideLoadingCount == 1)
        #expect(spy.reloadCount == 0)
        #expect(presenter.items.isEmpty)
    }

    @Test func refreshWhileLoadingDoesNotShowTheSpinnerAgain() async {
        let (presenter, spy, repository) = make()
        presenter.onViewDidLoad()
        await drain { repository.askedWith.count == 1 && spy.showLoadingCount == 1 }
        presenter.refresh()
        await drain { repository.askedWith.count == 2 }
        await drainQuietly()

        #expect(repository.askedWith == [false, true])
        #expect(spy.showLoadingCount == 1)
    }

    @Test func theViewIsNotKeptAliveByThePresenter() async {
        let repository = ControlledRepository()
        weak var released: ArticleListViewSpy?
        let presenter: ArticleListPresenter
        do {
            let spy = ArticleListViewSpy()
            released = spy
            presenter = ArticleListPresenter(view: spy, articles: repository)
        }
        #expect(released == nil)

        presenter.onViewDidLoad()
        await drain { repository.askedWith.count == 1 }
        repository.answer(request: 0, with: .success(news))
        await drain { presenter.items == news }
        #expect(presenter.items == news)
    }

    @Test func theViewIsNotKeptAliveWhileARequestWaits() async {
        let repository = ControlledRepository()
        weak var released: ArticleListViewSpy?
        let presenter: ArticleListPresenter
        do {
            let spy = ArticleListViewSpy()
            released = spy
            presenter = ArticleListPresenter(view: spy, articles: repository)
            presenter.onViewDidLoad()
            await drain { repository.askedWith.count == 1 && spy.showLoadingCount == 1 }
        }
        #expect(released == nil)
        repository.answer(request: 0, with: .failure(MarkedError()))
        await drainQuietly()
        #expect(presenter.items.isEmpty)
    }

    @Test func anOlderSuccessAfterTheNewerOneChangesNothing() async {
        let (presenter, spy, repository) = make()
        presenter.onViewDidLoad()
        await drain { repository.askedWith.count == 1 }
        presenter.refresh()
        await drain { repository.askedWith.count == 2 }

        repository.answer(request: 1, with: .success(news))
        await drain { spy.reloadCount == 1 && spy.hideLoadingCount == 1 }
        repository.answer(request: 0, with: .success(stale))
        await drainQuietly()

        #expect(presenter.items == news)
        #expect(spy.snapshots == [news])
        #expect(spy.hideLoadingCount == 1)
    }

    @Test func anOlderFailureBeforeTheNewerReplyChangesNothing() async {
        let (presenter, spy, repository) = make()
        presenter.onViewDidLoad()
        await drain { repository.askedWith.count == 1 }
        presenter.refresh()
        await drain { repository.askedWith.count == 2 }

        repository.answer(request: 0, with: .failure(MarkedError()))
        await drainQuietly()
        #expect(spy.receivedErrors.isEmpty)
        #expect(spy.hideLoadingCount == 0)
        #expect(spy.reloadCount == 0)

        repository.answer(request: 1, with: .success(news))
        await drain { spy.reloadCount == 1 && spy.hideLoadingCount == 1 }
        await drainQuietly()
        #expect(presenter.items == news)
        #expect(spy.receivedErrors.isEmpty)
        #expect(spy.hideLoadingCount == 1)
    }

    @Test func anOlderSuccessBeforeTheNewerReplyChangesNothing() async {
        let (presenter, spy, repository) = make()
        presenter.onViewDidLoad()
        await drain { repository.askedWith.count == 1 }
        repository.answer(request: 0, with: .success(stale))
        await drain { spy.reloadCount == 1 && spy.hideLoadingCount == 1 }

        presenter.onViewDidLoad()
        await drain { repository.askedWith.count == 2 }
        presenter.refresh()
        await drain { repository.askedWith.count == 3 }

        repository.answer(request: 1, with: .success(news))
        await drainQuietly()
        #expect(presenter.items == stale)
        #expect(spy.reloadCount == 1)
        #expect(spy.hideLoadingCount == 1)

        repository.answer(request: 2, with: .failure(MarkedError()))
        await drain { spy.receivedErrors.count == 1 && spy.hideLoadingCount == 2 }
        await drainQuietly()
        #expect(presenter.items == stale)
        #expect(spy.reloadCount == 1)
    }
}
