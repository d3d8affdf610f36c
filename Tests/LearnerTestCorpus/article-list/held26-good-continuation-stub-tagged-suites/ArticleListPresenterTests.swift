// ArticleListPresenter tests: a spy that conforms to ArticleListViewProtocol and a stub repository
// that parks every request on a continuation until the test answers it (from a background queue, as
// a URLSession would), or answers without suspending.
//
// Conventions in this file:
// - every test is bounded by the suite's time limit, and every wait is a bounded loop of
//   Task.yield(): nothing sleeps;
// - the order of reloadList() and hideLoading() is left open by the contract, so it is never
//   asserted; neither is a second showLoading() while a load is in flight.
import Foundation
import Testing
@testable import ArticleList

extension Tag {
    @Tag static var construction: Self
    @Tag static var success: Self
    @Tag static var failure: Self
    @Tag static var refresh: Self
    @Tag static var memory: Self
    @Tag static var ordering: Self
}

// MARK: - Doubles

@MainActor
final class ArticleViewSpy: ArticleListViewProtocol {
    enum Call {
        case showLoading
        case hideLoading
        /// what the presenter's `items` were when the view was told to reload
        case reloadList(itemsThen: [Article]?)
        case apiError(Error)
    }

    /// The view reads the articles from the presenter when it reloads, as a real table would.
    weak var presenter: ArticleListPresenter?
    private(set) var calls: [Call] = []
    private(set) var callsOffMainThread = 0
    var onCall: ((Call) -> Void)?

    private func record(_ call: Call) {
        if !Thread.isMainThread { callsOffMainThread += 1 }
        calls.append(call)
        onCall?(call)
    }

    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
    func reloadList() { record(.reloadList(itemsThen: presenter?.items)) }
    func handleApiError(error: Error) { record(.apiError(error)) }

    var showLoadingCount: Int { calls.filter { if case .showLoading = $0 { true } else { false } }.count }
    var hideLoadingCount: Int { calls.filter { if case .hideLoading = $0 { true } else { false } }.count }
    var reloads: [[Article]?] { calls.compactMap { if case .reloadList(let items) = $0 { items } else { nil } } }
    var errors: [Error] { calls.compactMap { if case .apiError(let error) = $0 { error } else { nil } } }
}

/// An error with an identity, so "that very error" can be checked.
struct FeedUnavailable: Error, Equatable {
    let id = UUID()
}

final class ParkedArticles: ArticleRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var parked: [CheckedContinuation<[Article], Error>?] = []
    private var flags: [Bool] = []
    private var resumed = 0
    private let immediate: Result<[Article], Error>?

    init(answeringAtOnce immediate: Result<[Article], Error>? = nil) {
        self.immediate = immediate
    }

    var refreshFlags: [Bool] { lock.withLock { flags } }
    var requestCount: Int { lock.withLock { flags.count } }
    /// Requests whose continuation is parked and can be answered.
    var parkedCount: Int { lock.withLock { parked.compactMap { $0 }.count } }
    /// Answers handed back so far (the background queue has resumed them).
    var answersDelivered: Int { lock.withLock { resumed } }

    func latest(refresh: Bool) async throws -> [Article] {
        if let immediate {
            lock.withLock { flags.append(refresh); parked.append(nil) }
            return try immediate.get()
        }
        return try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                flags.append(refresh)
                parked.append(continuation)
            }
        }
    }

    /// Answers request `index` from a background queue.
    func answer(_ index: Int, with result: Result<[Article], Error>) {
        let continuation: CheckedContinuation<[Article], Error>? = lock.withLock {
            defer { parked[index] = nil }
            return parked[index]
        }
        DispatchQueue.global().async {
            continuation?.resume(with: result)
            self.lock.withLock { self.resumed += 1 }
        }
    }
}

// MARK: - Fixture and waiting

@MainActor
struct Screen {
    let view = ArticleViewSpy()
    let repository: ParkedArticles
    let presenter: ArticleListPresenter

    init(repository: ParkedArticles = ParkedArticles()) {
        self.repository = repository
        presenter = ArticleListPresenter(view: view, articles: repository)
        view.presenter = presenter
    }
}

@MainActor
@discardableResult
func waitUntil(_ label: String, _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
    var turns = 0
    while !condition() && turns < 100_000 {
        await Task.yield()
        turns += 1
    }
    #expect(condition(), "timed out waiting for \(label)", sourceLocation: sourceLocation)
    return condition()
}

@MainActor
func letTasksRun(_ turns: Int = 400) async {
    for _ in 0..<turns { await Task.yield() }
}

func articles(_ ids: String...) -> [Article] {
    ids.map { Article(id: $0, title: "Title of \($0)") }
}

/// The request is parked (the continuation is stored) and the view shows the spinner.
@MainActor
func waitForRequest(_ number: Int, on screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) async {
    await waitUntil("request \(number)", { screen.repository.parkedCount >= 1 && screen.repository.requestCount == number },
                    sourceLocation: sourceLocation)
    await waitUntil("showLoading()", { screen.view.showLoadingCount >= 1 }, sourceLocation: sourceLocation)
}

// MARK: - Tests

@Suite("ArticleListPresenter", .timeLimit(.minutes(1)))
@MainActor
struct ArticleListPresenterTests {

    // "creating the presenter asks nothing of the repository and tells the view nothing"
    @Suite(.tags(.construction))
    @MainActor
    struct Construction {
        @Test func creatingAsksNothingAndTellsNothing() async {
            let screen = Screen()
            #expect(screen.repository.requestCount == 0)
            #expect(screen.view.calls.isEmpty)
            await letTasksRun()   // a task started from init would have run by now
            #expect(screen.repository.requestCount == 0)
            #expect(screen.view.calls.isEmpty)
            #expect(screen.presenter.items.isEmpty)
        }
    }

    // "`onViewDidLoad()` asks with `refresh: false`; the articles become `items` before the view is
    //  told `reloadList()`, and the view is told `showLoading()`, `reloadList()` and `hideLoading()`"
    @Suite(.tags(.success))
    @MainActor
    struct Loading {
        @Test(arguments: [articles("a", "b", "c"), articles("z"), []])
        func aLoadShowsTheArticles(loaded: [Article]) async {
            let screen = Screen()
            screen.presenter.onViewDidLoad()
            await waitForRequest(1, on: screen)
            #expect(screen.repository.refreshFlags == [false])
            #expect(screen.view.showLoadingCount == 1)
            #expect(screen.view.reloads.isEmpty && screen.view.hideLoadingCount == 0)

            await confirmation("reloadList() once", expectedCount: 1) { reloaded in
                await confirmation("hideLoading() once", expectedCount: 1) { hidden in
                    screen.view.onCall = { call in
                        switch call {
                        case .reloadList: reloaded()
                        case .hideLoading: hidden()
                        default: break
                        }
                    }
                    screen.repository.answer(0, with: .success(loaded))
                    await waitUntil("reloadList() and hideLoading()") {
                        screen.view.reloads.count == 1 && screen.view.hideLoadingCount == 1
                    }
                    await letTasksRun()
                    screen.view.onCall = nil
                }
            }
            #expect(screen.view.reloads == [loaded], "items must hold the new articles when reloadList() comes")
            #expect(screen.presenter.items == loaded)
            #expect(screen.view.showLoadingCount == 1)
            #expect(screen.view.errors.isEmpty)
            #expect(screen.view.callsOffMainThread == 0)
        }

        @Test func aRepositoryThatDoesNotSuspendStillShowsLoadingFirst() async {
            let loaded = articles("cached")
            let screen = Screen(repository: ParkedArticles(answeringAtOnce: .success(loaded)))
            screen.presenter.onViewDidLoad()
            await waitUntil("the reply") { screen.view.reloads.count == 1 && screen.view.hideLoadingCount == 1 }
            await letTasksRun()
            guard case .showLoading? = screen.view.calls.first else {
                Issue.record("showLoading() must come first: \(screen.view.calls)")
                return
            }
            #expect(screen.view.calls.count == 3)
            #expect(screen.view.reloads == [loaded])
            #expect(screen.repository.refreshFlags == [false])
        }
    }

    // "a failing repository shows the error it threw (`handleApiError(error:)`, that very error) and
    //  ends loading, without `reloadList()`"
    @Suite(.tags(.failure))
    @MainActor
    struct Failure {
        /// (articles loaded before, then the errors of the failing loads that follow)
        @Test(arguments: [
            ([], [FeedUnavailable()]),
            (articles("kept"), [FeedUnavailable()]),
            (articles("kept", "too"), [FeedUnavailable(), FeedUnavailable()]),
        ] as [([Article], [FeedUnavailable])])
        func aFailureShowsThatErrorAndEndsLoading(before: [Article], failures: [FeedUnavailable]) async {
            let screen = Screen()
            var request = 0
            if !before.isEmpty {
                screen.presenter.onViewDidLoad()
                request += 1
                await waitForRequest(request, on: screen)
                screen.repository.answer(request - 1, with: .success(before))
                await waitUntil("the first articles") { screen.view.reloads.count == 1 && screen.view.hideLoadingCount == 1 }
                await letTasksRun()
            }
            for (number, thrown) in failures.enumerated() {
                let hides = screen.view.hideLoadingCount
                screen.presenter.onViewDidLoad()
                request += 1
                await waitForRequest(request, on: screen)
                screen.repository.answer(request - 1, with: .failure(thrown))
                await waitUntil("the error") { screen.view.errors.count == number + 1 && screen.view.hideLoadingCount == hides + 1 }
                await letTasksRun()

                #expect(screen.view.errors.count == number + 1, "one error per failure")
                #expect(screen.view.errors.last as? FeedUnavailable == thrown, "the error must be the one thrown, not a new one")
                #expect(screen.view.hideLoadingCount == hides + 1, "loading ends once")
            }
            #expect(screen.view.reloads.count == (before.isEmpty ? 0 : 1), "no reloadList() for a failure")
            #expect(screen.presenter.items == before, "a failure leaves items as they were")
        }
    }

    // "`refresh()` asks with `refresh: true`"
    @Suite(.tags(.refresh))
    @MainActor
    struct Refresh {
        /// A sequence of user actions: true = pull to refresh, false = onViewDidLoad().
        @Test(arguments: [[true], [false, true], [false, true, true, false]])
        func refreshAsksPastTheCache(actions: [Bool]) async {
            let screen = Screen()
            for (index, isRefresh) in actions.enumerated() {
                if isRefresh { screen.presenter.refresh() } else { screen.presenter.onViewDidLoad() }
                await waitForRequest(index + 1, on: screen)
                screen.repository.answer(index, with: .success(articles("r\(index)")))
                await waitUntil("the reply to request \(index + 1)") { screen.view.reloads.count == index + 1 }
                await letTasksRun()
            }
            #expect(screen.repository.refreshFlags == actions)
        }

        @Test func aRefreshIsHandledLikeALoad() async {
            let screen = Screen()
            screen.presenter.refresh()
            await waitForRequest(1, on: screen)
            screen.repository.answer(0, with: .success(articles("fresh")))
            await waitUntil("the reply") { screen.view.reloads.count == 1 && screen.view.hideLoadingCount == 1 }
            #expect(screen.view.reloads == [articles("fresh")])
            #expect(screen.repository.refreshFlags == [true])
        }
    }

    // "the presenter does not keep its view alive"
    @Suite(.tags(.memory))
    @MainActor
    struct Memory {
        @Test(arguments: [false, true])
        func theViewIsFreed(whileLoading: Bool) async {
            let repository = ParkedArticles()
            weak var weakView: ArticleViewSpy?
            var presenter: ArticleListPresenter?
            do {
                let view = ArticleViewSpy()
                weakView = view
                presenter = ArticleListPresenter(view: view, articles: repository)
                if whileLoading {
                    presenter?.onViewDidLoad()
                    await waitUntil("the request") { repository.parkedCount == 1 }
                    await waitUntil("showLoading()") { view.showLoadingCount == 1 }
                }
            }
            await waitUntil("the view to be freed") { weakView == nil }
            #expect(weakView == nil, "the presenter keeps its view alive")
            if whileLoading {
                repository.answer(0, with: .success(articles("late")))
                await waitUntil("the late articles in items") { presenter?.items == articles("late") }
            }
        }
    }

    // "a reply from an older load, once a newer load has started, changes nothing"
    @Suite(.tags(.ordering))
    @MainActor
    struct OlderReplies {
        /// (how the newer load starts, whether the older one fails, whether the newer answers first)
        @Test(arguments: [
            (true, false, false),
            (true, true, false),
            (false, false, true),
            (false, true, true),
            (true, false, true),
        ])
        func anOlderReplyChangesNothing(newerIsRefresh: Bool, olderFails: Bool, newerFirst: Bool) async {
            let screen = Screen()
            screen.presenter.onViewDidLoad()
            await waitForRequest(1, on: screen)
            if newerIsRefresh { screen.presenter.refresh() } else { screen.presenter.onViewDidLoad() }
            await waitUntil("the newer request") { screen.repository.requestCount == 2 && screen.repository.parkedCount == 2 }
            await letTasksRun()

            let older: Result<[Article], Error> = olderFails ? .failure(FeedUnavailable()) : .success(articles("old"))
            let newer = articles("new", "newer")

            if newerFirst {
                screen.repository.answer(1, with: .success(newer))
                await waitUntil("the newer reply") { screen.view.reloads.count == 1 && screen.view.hideLoadingCount == 1 }
                await letTasksRun()
            }

            await confirmation("the older reply reaches the view", expectedCount: 0) { touched in
                screen.view.onCall = { _ in touched() }
                let delivered = screen.repository.answersDelivered
                screen.repository.answer(0, with: older)
                await waitUntil("the older reply to be handed back") { screen.repository.answersDelivered == delivered + 1 }
                await letTasksRun()
                screen.view.onCall = nil
            }
            #expect(screen.presenter.items == (newerFirst ? newer : []), "the older reply changed items")

            if !newerFirst {
                screen.repository.answer(1, with: .success(newer))
                await waitUntil("the newer reply") { screen.view.reloads.count == 1 && screen.view.hideLoadingCount == 1 }
                await letTasksRun()
            }
            #expect(screen.view.reloads == [newer])
            #expect(screen.view.errors.isEmpty)
            #expect(screen.presenter.items == newer)
        }
    }
}
