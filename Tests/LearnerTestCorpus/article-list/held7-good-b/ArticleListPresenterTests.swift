import Foundation
import Testing
@testable import ArticleList

/// A spy that writes down each call, with how many items the presenter had at that moment.
@MainActor
final class RecordingView: ArticleListViewProtocol {
    var log: [String] = []
    var lastError: Error?
    var itemsSource: () -> [Article] = { [] }

    func showLoading() { log.append("showLoading") }
    func hideLoading() { log.append("hideLoading") }
    func handleApiError(error: Error) { lastError = error; log.append("error") }
    func reloadList() { log.append("reloadList \(itemsSource().map(\.id).joined(separator: ","))") }
}

/// A class error, so the test can ask for that very instance.
final class Boom: Error, @unchecked Sendable {}

/// An actor that keeps every request until the test answers it.
actor HeldRepository: ArticleRepository {
    private var waiting: [(Bool, CheckedContinuation<[Article], Error>)] = []

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { waiting.append((refresh, $0)) }
    }
    var asked: [Bool] { waiting.map(\.0) }
    func answer(_ index: Int, _ result: Result<[Article], Error>) { waiting[index].1.resume(with: result) }
}

/// A repository that answers at once, from its cache, without suspending.
struct CachedRepository: ArticleRepository {
    let result: Result<[Article], Error>
    func latest(refresh: Bool) async throws -> [Article] { try result.get() }
}

@MainActor
func waitFor(_ what: @MainActor () async -> Bool) async -> Bool {
    for _ in 0..<5_000 {
        if await what() { return true }
        await Task.yield()
    }
    return await what()
}

@MainActor
func letTasksRun() async {
    for _ in 0..<300 { await Task.yield() }
}

let news = [Article(id: "a", title: "A"), Article(id: "b", title: "B")]

@MainActor
struct ArticleListPresenterTests {
    @Test func initDoesNoWork() async {
        let view = RecordingView()
        let repository = HeldRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository)
        await letTasksRun()
        #expect(await repository.asked.isEmpty)
        #expect(view.log.isEmpty)
        _ = presenter
    }

    @Test(arguments: [false, true])
    func eachStartAsksOnceWithItsFlag(refresh: Bool) async {
        let view = RecordingView()
        let repository = HeldRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository)
        view.itemsSource = { [weak presenter] in presenter?.items ?? [] }
        if refresh { presenter.refresh() } else { presenter.onViewDidLoad() }
        #expect(await waitFor { await repository.asked.count == 1 })
        #expect(await repository.asked == [refresh])
        #expect(view.log == ["showLoading"])
        await repository.answer(0, .success(news))
        #expect(await waitFor { view.log.count == 3 })
        await letTasksRun()
        #expect(view.log.first == "showLoading")
        #expect(Set(view.log.dropFirst()) == ["reloadList a,b", "hideLoading"])
        #expect(view.log.count == 3)
        #expect(presenter.items == news)
    }

    @Test func articlesAnsweredFromTheCacheStillShowLoadingFirst() async {
        let view = RecordingView()
        let presenter = ArticleListPresenter(view: view, articles: CachedRepository(result: .success(news)))
        view.itemsSource = { [weak presenter] in presenter?.items ?? [] }
        presenter.onViewDidLoad()
        #expect(await waitFor { view.log.count == 3 })
        #expect(view.log.first == "showLoading")
        #expect(Set(view.log.dropFirst()) == ["reloadList a,b", "hideLoading"])
    }

    @Test func failureShowsThatVeryErrorAndHidesLoading() async {
        let view = RecordingView()
        let boom = Boom()
        let presenter = ArticleListPresenter(view: view, articles: CachedRepository(result: .failure(boom)))
        presenter.onViewDidLoad()
        #expect(await waitFor { view.log.contains("error") && view.log.contains("hideLoading") })
        await letTasksRun()
        #expect((view.lastError as? Boom) === boom)
        #expect(view.log.filter { $0 == "error" }.count == 1)
        #expect(view.log.filter { $0 == "hideLoading" }.count == 1)
        #expect(!view.log.contains { $0.hasPrefix("reloadList") })
        #expect(presenter.items.isEmpty)
    }

    @Test func failureKeepsTheEarlierArticles() async {
        let view = RecordingView()
        let repository = HeldRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository)
        presenter.onViewDidLoad()
        #expect(await waitFor { await repository.asked.count == 1 })
        await repository.answer(0, .success(news))
        #expect(await waitFor { presenter.items == news && view.log.contains("hideLoading") })
        presenter.refresh()
        #expect(await waitFor { await repository.asked.count == 2 })
        await repository.answer(1, .failure(Boom()))
        #expect(await waitFor { view.log.contains("error") })
        #expect(presenter.items == news)
    }

    @Test func viewIsNotKeptAlive() async {
        let repository = HeldRepository()
        weak var released: RecordingView?
        let presenter: ArticleListPresenter
        do {
            let view = RecordingView()
            released = view
            presenter = ArticleListPresenter(view: view, articles: repository)
            presenter.onViewDidLoad()
            #expect(await waitFor { await repository.asked.count == 1 })
        }
        #expect(released == nil)
        await repository.answer(0, .success(news))
        #expect(await waitFor { presenter.items == news })
    }

    @Test(arguments: [true, false])
    func replyOfAnOlderLoadChangesNothing(olderSucceeds: Bool) async {
        let view = RecordingView()
        let repository = HeldRepository()
        let presenter = ArticleListPresenter(view: view, articles: repository)
        presenter.onViewDidLoad()
        #expect(await waitFor { await repository.asked.count == 1 })
        presenter.refresh()
        #expect(await waitFor { await repository.asked.count == 2 })
        let before = view.log
        await repository.answer(0, olderSucceeds ? .success(news) : .failure(Boom()))
        await letTasksRun()
        #expect(view.log == before)
        #expect(presenter.items.isEmpty)
        await repository.answer(1, .success([Article(id: "z", title: "Z")]))
        #expect(await waitFor { presenter.items.map(\.id) == ["z"] && view.log.contains("hideLoading") })
        #expect(!view.log.contains("error"))
    }
}
