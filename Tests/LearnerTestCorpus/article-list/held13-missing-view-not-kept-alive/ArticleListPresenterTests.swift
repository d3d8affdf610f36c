// Article list presenter tests: a spy that writes down what it is told as text, and a stub
// repository whose requests wait in a list until a test answers them.
import Foundation
import Testing
@testable import ArticleList

@MainActor
final class ViewSpy: ArticleListViewProtocol {
    var log: [String] = []
    var shownErrors: [Error] = []
    var readItems: () -> [Article] = { [] }
    var itemsWhenReloaded: [Article]?

    func showLoading() { log.append("showLoading") }
    func hideLoading() { log.append("hideLoading") }
    func reloadList() {
        log.append("reloadList")
        itemsWhenReloaded = readItems()
    }
    func handleApiError(error: Error) {
        log.append("error")
        shownErrors.append(error)
    }

    func times(_ entry: String) -> Int { log.filter { $0 == entry }.count }
}

enum RepositoryError: Error, Equatable {
    case offline(code: Int)
}

final class RepositoryStub: ArticleRepository, @unchecked Sendable {
    final class Request: @unchecked Sendable {
        let refresh: Bool
        let continuation: CheckedContinuation<[Article], Error>
        init(refresh: Bool, continuation: CheckedContinuation<[Article], Error>) {
            self.refresh = refresh
            self.continuation = continuation
        }
    }

    private let lock = NSLock()
    private var _requests: [Request] = []

    var requests: [Request] { lock.withLock { _requests } }

    func latest(refresh: Bool) async throws -> [Article] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock { _requests.append(Request(refresh: refresh, continuation: continuation)) }
        }
    }
}

@MainActor
struct ArticleListPresenterTests {
    let view = ViewSpy()
    let repository = RepositoryStub()
    let presenter: ArticleListPresenter

    init() {
        presenter = ArticleListPresenter(view: view, articles: repository)
        let presenter = presenter
        view.readItems = { [weak presenter] in presenter?.items ?? [] }
    }

    static let first = [Article(id: "1", title: "One"), Article(id: "2", title: "Two")]
    static let second = [Article(id: "3", title: "Three")]

    /// Waits, a bounded number of main-actor turns, until `done()` holds; records an issue if never.
    func waitUntil(_ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ done: () -> Bool) async {
        var turns = 0
        while !done() && turns < 50_000 {
            await Task.yield()
            turns += 1
        }
        if !done() {
            Issue.record("never happened: \(what)", sourceLocation: sourceLocation)
        }
    }

    func letItRun() async {
        for _ in 0..<300 { await Task.yield() }
    }

    @Test func initTouchesNothing() async {
        await letItRun()
        #expect(repository.requests.isEmpty)
        #expect(view.log.isEmpty)
    }

    @Test func successShowsTheRepositoryArticles() async throws {
        presenter.onViewDidLoad()
        await waitUntil("a request and the spinner") { repository.requests.count == 1 && view.times("showLoading") == 1 }
        #expect(repository.requests.map(\.refresh) == [false])
        #expect(view.log == ["showLoading"])

        try #require(repository.requests.count == 1)
        repository.requests[0].continuation.resume(returning: Self.first)
        await waitUntil("the list and the spinner off") { view.times("reloadList") == 1 && view.times("hideLoading") == 1 }
        await letItRun()

        #expect(view.log.first == "showLoading")
        #expect(Set(view.log.dropFirst()) == ["reloadList", "hideLoading"])
        #expect(view.log.count == 3)
        #expect(view.itemsWhenReloaded == Self.first)
        #expect(presenter.items == Self.first)
    }

    @Test func failureShowsTheThrownErrorAndHidesTheSpinner() async throws {
        presenter.onViewDidLoad()
        await waitUntil("a request") { repository.requests.count == 1 }
        try #require(repository.requests.count == 1)

        repository.requests[0].continuation.resume(throwing: RepositoryError.offline(code: 503))
        await waitUntil("the error and the spinner off") { view.times("error") == 1 && view.times("hideLoading") == 1 }
        await letItRun()

        #expect(view.shownErrors.count == 1)
        #expect((view.shownErrors.first as? RepositoryError) == .offline(code: 503))
        #expect(view.times("reloadList") == 0)
        #expect(view.times("hideLoading") == 1)
        #expect(presenter.items.isEmpty)
    }

    @Test func tryingAgainAfterAFailureAsksAgain() async throws {
        presenter.onViewDidLoad()
        await waitUntil("a request") { repository.requests.count == 1 }
        try #require(repository.requests.count == 1)
        repository.requests[0].continuation.resume(throwing: RepositoryError.offline(code: 1))
        await waitUntil("the error") { view.times("error") == 1 && view.times("hideLoading") == 1 }

        presenter.onViewDidLoad()
        await waitUntil("a second request") { repository.requests.count == 2 }
        try #require(repository.requests.count == 2)
        #expect(repository.requests[1].refresh == false)
        repository.requests[1].continuation.resume(returning: Self.second)
        await waitUntil("the list") { view.times("reloadList") == 1 && view.times("hideLoading") == 2 }
        #expect(presenter.items == Self.second)
    }

    @Test func pullToRefreshAsksPastTheCache() async throws {
        presenter.refresh()
        await waitUntil("a request") { repository.requests.count == 1 }
        try #require(repository.requests.count == 1)
        #expect(repository.requests[0].refresh == true)

        repository.requests[0].continuation.resume(returning: Self.second)
        await waitUntil("the list") { view.times("reloadList") == 1 && view.times("hideLoading") == 1 }
        #expect(view.itemsWhenReloaded == Self.second)
    }

    @Test func olderSuccessArrivingFirstIsIgnored() async throws {
        presenter.onViewDidLoad()
        await waitUntil("the first request") { repository.requests.count == 1 }
        presenter.refresh()
        await waitUntil("the second request") { repository.requests.count == 2 }
        try #require(repository.requests.count == 2)

        repository.requests[0].continuation.resume(returning: Self.first)
        await letItRun()
        #expect(presenter.items.isEmpty)
        #expect(view.times("reloadList") == 0)
        #expect(view.times("hideLoading") == 0)

        repository.requests[1].continuation.resume(returning: Self.second)
        await waitUntil("the newer list") { view.times("reloadList") == 1 && view.times("hideLoading") == 1 }
        await letItRun()
        #expect(presenter.items == Self.second)
        #expect(view.itemsWhenReloaded == Self.second)
        #expect(view.times("reloadList") == 1)
    }

    @Test func olderReplyArrivingLastIsIgnored() async throws {
        presenter.onViewDidLoad()
        await waitUntil("the first request") { repository.requests.count == 1 }
        presenter.refresh()
        await waitUntil("the second request") { repository.requests.count == 2 }
        try #require(repository.requests.count == 2)

        repository.requests[1].continuation.resume(returning: Self.second)
        await waitUntil("the newer list") { view.times("reloadList") == 1 && view.times("hideLoading") == 1 }

        repository.requests[0].continuation.resume(throwing: RepositoryError.offline(code: 7))
        await letItRun()
        #expect(repository.requests.count == 2)
        #expect(presenter.items == Self.second)
        #expect(view.times("error") == 0)
        #expect(view.times("hideLoading") == 1)
        #expect(view.times("reloadList") == 1)
    }
}
