// ArticleListPresenter: spy view + stub repository, success and failure, lifetimes and ordering.
import Foundation
import Testing
@testable import ArticleList

@MainActor
final class SpyArticleView: ArticleListViewProtocol {
    var log: [String] = []
    var errors: [Error] = []
    var itemsAtReload: [[Article]] = []
    weak var source: ArticleListPresenter?

    func showLoading() { log.append("showLoading") }
    func hideLoading() { log.append("hideLoading") }
    func reloadList() {
        log.append("reloadList")
        itemsAtReload.append(source?.items ?? [])
    }
    func handleApiError(error: Error) {
        log.append("error")
        errors.append(error)
    }

    func count(_ entry: String) -> Int { log.filter { $0 == entry }.count }
}

final class StubRepository: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [CheckedContinuation<[Article], Error>] = []
    private var askedWith: [Bool] = []

    var asks: [Bool] { lock.withLock { askedWith } }
    var waiting: Int { lock.withLock { pending.count } }

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                askedWith.append(refresh)
                pending.append(continuation)
            }
        }
    }

    /// Resumes request number `index` (0-based, in the order they were made).
    func resume(_ index: Int, _ result: Result<[Article], Error>) {
        let continuation = lock.withLock { pending[index] }
        continuation.resume(with: result)
    }
}

final class ServerError: Error {}

private let firstPage = [Article(id: "1", title: "Swift 6"), Article(id: "2", title: "MVP")]
private let secondPage = [Article(id: "3", title: "Actors")]

@MainActor
private func spin(until condition: () -> Bool) async {
    var n = 0
    while !condition(), n < 50_000 {
        await Task.yield()
        n += 1
    }
}

@MainActor
private func spin(_ turns: Int = 500) async {
    for _ in 0..<turns { await Task.yield() }
}

@MainActor
struct ArticleListPresenterTests {
    let view = SpyArticleView()
    let repository = StubRepository()

    private func makePresenter() -> ArticleListPresenter {
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.source = presenter
        return presenter
    }

    @Test func initDoesNothing() async {
        let presenter = makePresenter()
        await spin()
        #expect(repository.asks.isEmpty)
        #expect(view.log.isEmpty)
        #expect(presenter.items.isEmpty)
    }

    @Test func viewDidLoadAsksWithoutRefreshAndShowsArticles() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await spin { repository.waiting == 1 && view.count("showLoading") == 1 }
        #expect(repository.asks == [false])
        #expect(view.log == ["showLoading"])

        repository.resume(0, .success(firstPage))
        await spin { view.count("reloadList") == 1 && view.count("hideLoading") == 1 }
        await spin()
        #expect(view.count("showLoading") == 1)
        #expect(view.count("reloadList") == 1)
        #expect(view.count("hideLoading") == 1)
        #expect(view.itemsAtReload == [firstPage])
        #expect(presenter.items == firstPage)
        #expect(view.errors.isEmpty)
    }

    @Test func failureShowsTheThrownErrorAndHidesLoading() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await spin { repository.waiting == 1 }
        let thrown = ServerError()
        repository.resume(0, .failure(thrown))
        await spin { view.count("error") == 1 && view.count("hideLoading") == 1 }
        await spin()
        #expect(view.errors.count == 1)
        #expect((view.errors.first as? ServerError) === thrown)
        #expect(view.count("hideLoading") == 1)
        #expect(view.count("reloadList") == 0)
        #expect(presenter.items.isEmpty)
    }

    @Test func failureAfterSuccessKeepsItemsAndShowsError() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await spin { repository.waiting == 1 }
        repository.resume(0, .success(firstPage))
        await spin { view.count("hideLoading") == 1 }
        await spin()

        presenter.onViewDidLoad()
        await spin { repository.waiting == 2 }
        let thrown = ServerError()
        repository.resume(1, .failure(thrown))
        await spin { view.count("error") == 1 && view.count("hideLoading") == 2 }
        await spin()
        #expect((view.errors.first as? ServerError) === thrown)
        #expect(view.count("reloadList") == 1)
        #expect(view.count("hideLoading") == 2)
        #expect(presenter.items == firstPage)
    }

    @Test func viewIsNotRetained() async {
        weak var weakView: SpyArticleView?
        var presenter: ArticleListPresenter?
        do {
            let view = SpyArticleView()
            weakView = view
            presenter = ArticleListPresenter(view: view, articles: repository)
            presenter?.onViewDidLoad()
            await spin { repository.waiting == 1 && view.count("showLoading") == 1 }
        }
        await spin { weakView == nil }
        #expect(weakView == nil)
        repository.resume(0, .success(firstPage))
        await spin { presenter?.items == firstPage }
        #expect(presenter?.items == firstPage)
    }

    @Test func olderReplyArrivingFirstChangesNothing() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await spin { repository.waiting == 1 }
        presenter.onViewDidLoad()
        await spin { repository.waiting == 2 }
        await spin()
        let before = view.log

        repository.resume(0, .success(firstPage))
        await spin(2_000)
        #expect(view.log == before)
        #expect(presenter.items.isEmpty)

        repository.resume(1, .success(secondPage))
        await spin { view.count("reloadList") == 1 }
        await spin()
        #expect(view.itemsAtReload == [secondPage])
        #expect(presenter.items == secondPage)
        #expect(view.count("hideLoading") == 1)
    }

    @Test func olderFailureArrivingLastChangesNothing() async {
        let presenter = makePresenter()
        presenter.onViewDidLoad()
        await spin { repository.waiting == 1 }
        presenter.onViewDidLoad()
        await spin { repository.waiting == 2 }
        repository.resume(1, .success(secondPage))
        await spin { view.count("reloadList") == 1 && view.count("hideLoading") == 1 }
        await spin()
        let before = view.log

        repository.resume(0, .failure(ServerError()))
        await spin(2_000)
        #expect(view.log == before)
        #expect(view.errors.isEmpty)
        #expect(presenter.items == secondPage)
    }
}
