// Tests for ArticleListPresenter: a spy view and a stub repository that keeps each request's
// continuation until the test answers it.
import Foundation
import Testing
@testable import ArticleList

final class SpyArticleView: ArticleListViewProtocol {
    enum Call: Equatable {
        case showLoading, hideLoading, reloadList, error
    }
    private(set) var calls: [Call] = []
    private(set) var errors: [Error] = []
    private(set) var itemsAtReload: [[Article]] = []
    weak var presenter: ArticleListPresenter?

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func reloadList() {
        calls.append(.reloadList)
        itemsAtReload.append(presenter?.items ?? [])
    }
    func handleApiError(error: Error) {
        calls.append(.error)
        errors.append(error)
    }
}

struct StubFailure: Error, Equatable { let code: Int }

final class StubArticleRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [CheckedContinuation<[Article], Error>] = []
    private var _refreshFlags: [Bool] = []

    var refreshFlags: [Bool] { lock.withLock { _refreshFlags } }

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                _refreshFlags.append(refresh)
                continuations.append(continuation)
            }
        }
    }

    func succeed(_ index: Int, with articles: [Article]) {
        let continuation = lock.withLock { continuations[index] }
        continuation.resume(returning: articles)
    }

    func fail(_ index: Int, with error: Error) {
        let continuation = lock.withLock { continuations[index] }
        continuation.resume(throwing: error)
    }
}

@MainActor
struct ArticleListPresenterTests {
    let view = SpyArticleView()
    let repository = StubArticleRepository()
    let articles = [
        Article(id: "a", title: "First"),
        Article(id: "b", title: "Second"),
    ]

    func makePresenter() -> ArticleListPresenter {
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.presenter = presenter
        return presenter
    }

    func waitFor(_ condition: () -> Bool) async {
        for _ in 0..<3_000 where !condition() { await Task.yield() }
    }

    func letTasksRun() async {
        for _ in 0..<150 { await Task.yield() }
    }

    @Test func creatingThePresenterDoesNothing() async {
        let presenter = makePresenter()
        await letTasksRun()
        #expect(repository.refreshFlags.isEmpty)
        #expect(view.calls.isEmpty)
        _ = presenter
    }

    @Test func onViewDidLoadLoadsWithoutRefreshAndReloadsTheList() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await waitFor { repository.refreshFlags.count == 1 }
        #expect(repository.refreshFlags == [false])
        #expect(view.calls == [.showLoading])

        repository.succeed(0, with: articles)
        await waitFor { view.calls.count == 3 }
        await letTasksRun()

        #expect(view.calls == [.showLoading, .reloadList, .hideLoading])
        #expect(view.itemsAtReload == [articles])
        #expect(presenter.items == articles)
    }

    @Test func failureShowsTheThrownErrorAndHidesLoading() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await waitFor { repository.refreshFlags.count == 1 }
        repository.fail(0, with: StubFailure(code: 503))
        await waitFor { view.calls.count == 3 }
        await letTasksRun()

        #expect(view.calls.filter { $0 == .error }.count == 1)
        #expect(view.calls.filter { $0 == .hideLoading }.count == 1)
        #expect(!view.calls.contains(.reloadList))
        #expect(view.errors.first as? StubFailure == StubFailure(code: 503))
        #expect(presenter.items.isEmpty)
    }

    @Test func refreshAsksWithRefreshTrue() async {
        let presenter = makePresenter()
        presenter.refresh()
        await waitFor { repository.refreshFlags.count == 1 }
        #expect(repository.refreshFlags == [true])
    }

    @Test func presenterDoesNotRetainTheView() async {
        weak var weakView: SpyArticleView?
        let presenter: ArticleListPresenter
        do {
            let temporary = SpyArticleView()
            weakView = temporary
            presenter = ArticleListPresenter(view: temporary, articles: repository)
        }
        #expect(weakView == nil)
        withExtendedLifetime(presenter) {}
    }

    @Test func olderReplyChangesNothing() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await waitFor { repository.refreshFlags.count == 1 }
        presenter.refresh()
        await waitFor { repository.refreshFlags.count == 2 }
        await letTasksRun()
        let callsBefore = view.calls

        repository.succeed(0, with: [Article(id: "old", title: "Old")])
        await letTasksRun()
        #expect(view.calls == callsBefore)
        #expect(presenter.items.isEmpty)

        repository.succeed(1, with: articles)
        await waitFor { view.calls.contains(.hideLoading) }
        await letTasksRun()
        #expect(presenter.items == articles)
        #expect(view.calls.filter { $0 == .reloadList }.count == 1)
    }
}
