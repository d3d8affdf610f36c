import Foundation
import Testing
@testable import ArticleList

enum Call: Equatable {
    case showLoading, hideLoading, reloadList, error
}

@MainActor
final class SpyView: ArticleListViewProtocol {
    var calls: [Call] = []
    var errors: [Error] = []
    var itemsAtReload: [[Article]] = []
    weak var presenter: ArticleListPresenter?

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func handleApiError(error: Error) { errors.append(error); calls.append(.error) }
    func reloadList() {
        itemsAtReload.append(presenter?.items ?? [])
        calls.append(.reloadList)
    }
    func count(_ call: Call) -> Int { calls.filter { $0 == call }.count }
}

struct StubError: Error, Equatable { let code: Int }

/// Holds each request until the test answers it.
final class StubRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [(refresh: Bool, continuation: CheckedContinuation<[Article], Error>)] = []

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock { requests.append((refresh, continuation)) }
        }
    }
    var refreshFlags: [Bool] { lock.withLock { requests.map(\.refresh) } }

    func answer(_ index: Int, with result: Result<[Article], Error>) {
        let continuation = lock.withLock { requests[index].continuation }
        continuation.resume(with: result)
    }
}

let first = [Article(id: "1", title: "One"), Article(id: "2", title: "Two")]
let second = [Article(id: "3", title: "Three")]

@MainActor
struct ArticleListPresenterTests {
    func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
    }

    func settle() async {
        for _ in 0..<500 { await Task.yield() }
    }

    func makeScreen() -> (ArticleListPresenter, SpyView, StubRepository) {
        let view = SpyView()
        let repository = StubRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.presenter = presenter
        return (presenter, view, repository)
    }

    @Test func creatingThePresenterAsksNothingAndTellsNothing() async {
        let (presenter, view, repository) = makeScreen()
        await settle()
        #expect(repository.refreshFlags.isEmpty)
        #expect(view.calls.isEmpty)
        #expect(presenter.items.isEmpty)
    }

    @Test func loadAsksWithoutRefreshAndShowsTheArticles() async {
        let (presenter, view, repository) = makeScreen()
        presenter.onViewDidLoad()
        await waitUntil { repository.refreshFlags.count == 1 }
        #expect(repository.refreshFlags == [false])
        #expect(view.calls == [.showLoading])
        repository.answer(0, with: .success(first))
        await waitUntil { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 }
        await settle()
        #expect(view.calls == [.showLoading, .reloadList, .hideLoading])
        #expect(view.count(.error) == 0)
        #expect(view.itemsAtReload == [first])
        #expect(presenter.items == first)
    }

    @Test func failureShowsTheVeryErrorAndEndsLoading() async {
        let (presenter, view, repository) = makeScreen()
        presenter.onViewDidLoad()
        await waitUntil { repository.refreshFlags.count == 1 }
        repository.answer(0, with: .failure(StubError(code: 42)))
        await waitUntil { view.count(.error) == 1 && view.count(.hideLoading) == 1 }
        await settle()
        #expect(view.errors.count == 1)
        #expect(view.errors.first as? StubError == StubError(code: 42))
        #expect(view.count(.hideLoading) == 1)
        #expect(view.count(.reloadList) == 0)
        #expect(presenter.items.isEmpty)
    }

    @Test func refreshAsksPastTheCache() async {
        let (presenter, view, repository) = makeScreen()
        presenter.refresh()
        await waitUntil { repository.refreshFlags.count == 1 }
        #expect(repository.refreshFlags == [true])
        repository.answer(0, with: .success(second))
        await waitUntil { view.count(.reloadList) == 1 }
        #expect(presenter.items == second)
    }

    @Test func presenterDoesNotKeepItsViewAlive() async {
        let repository = StubRepository()
        weak var weakView: SpyView?
        var presenter: ArticleListPresenter?
        do {
            let view = SpyView()
            weakView = view
            presenter = ArticleListPresenter(view: view, articles: repository)
            presenter?.onViewDidLoad()
        }
        await waitUntil { repository.refreshFlags.count == 1 }
        #expect(weakView == nil)
        repository.answer(0, with: .success(first))
        await waitUntil { presenter?.items == first }
        #expect(presenter?.items == first)
    }

    @Test func olderReplyChangesNothing() async {
        let (presenter, view, repository) = makeScreen()
        presenter.onViewDidLoad()
        await waitUntil { repository.refreshFlags.count == 1 }
        presenter.refresh()
        await waitUntil { repository.refreshFlags.count == 2 }
        repository.answer(0, with: .success(first))
        await settle()
        #expect(presenter.items.isEmpty)
        #expect(view.count(.reloadList) == 0)
        #expect(view.count(.hideLoading) == 0)
        repository.answer(1, with: .success(second))
        await waitUntil { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 }
        #expect(presenter.items == second)
        #expect(view.itemsAtReload == [second])
    }

    @Test func olderFailureAfterTheNewerReplyChangesNothing() async {
        let (presenter, view, repository) = makeScreen()
        presenter.onViewDidLoad()
        await waitUntil { repository.refreshFlags.count == 1 }
        presenter.onViewDidLoad()
        await waitUntil { repository.refreshFlags.count == 2 }
        repository.answer(1, with: .success(second))
        await waitUntil { view.count(.reloadList) == 1 && view.count(.hideLoading) == 1 }
        let seen = view.calls
        repository.answer(0, with: .failure(StubError(code: 1)))
        await settle()
        #expect(view.calls == seen)
        #expect(presenter.items == second)
    }
}
