// Tests for ArticleListPresenter with a clock moved by hand and a "desk" repository that holds
// every request (its continuation) until the test answers it, in any order, with articles or an
// error. The spy view writes down each call, and for `reloadList()` also what `items` held at
// that moment. Waits are bounded loops of `Task.yield()`; nothing sleeps.
import Foundation
import Testing
@testable import ArticleList

// MARK: - Clock and desk

final class HandClock: ArticleClock, @unchecked Sendable {
    private let lock = NSLock()
    private var moment: Date
    init(_ start: Date) { moment = start }
    func now() -> Date { lock.withLock { moment } }
    func advance(_ seconds: TimeInterval) { lock.withLock { moment += seconds } }
}

struct DeskError: Error, Equatable { let ticket: Int }

/// Holds each `latest(refresh:)` until the test answers it; or, when `shelf` is set, answers at once.
final class Desk: ArticleRepository, @unchecked Sendable {
    struct Pending {
        let refresh: Bool
        var continuation: CheckedContinuation<[Article], Error>?
    }
    private let lock = NSLock()
    private var pending: [Pending] = []
    private var _asked: [Bool] = []
    private var _shelf: [Article]?

    var asked: [Bool] { lock.withLock { _asked } }
    var shelf: [Article]? {
        get { lock.withLock { _shelf } }
        set { lock.withLock { _shelf = newValue } }
    }

    func latest(refresh: Bool) async throws -> [Article] {
        if let cached = lock.withLock({ () -> [Article]? in
            guard let shelf = _shelf else { return nil }
            _asked.append(refresh)
            return shelf
        }) {
            return cached
        }
        return try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                _asked.append(refresh)
                pending.append(Pending(refresh: refresh, continuation: continuation))
            }
        }
    }

    /// Answers request `index` (0-based, in the order they were asked). False if it was never asked.
    @discardableResult
    func answer(_ index: Int, with result: Result<[Article], DeskError>) -> Bool {
        let continuation: CheckedContinuation<[Article], Error>? = lock.withLock {
            guard pending.indices.contains(index) else { return nil }
            defer { pending[index].continuation = nil }
            return pending[index].continuation
        }
        guard let continuation else { return false }
        switch result {
        case .success(let articles): continuation.resume(returning: articles)
        case .failure(let error): continuation.resume(throwing: error)
        }
        return true
    }
}

// MARK: - The spy view

enum Heard: CustomStringConvertible {
    case showLoading
    case hideLoading
    case reloadList(itemsThen: [Article])
    case apiError(Error)

    var description: String {
        switch self {
        case .showLoading: return "showLoading"
        case .hideLoading: return "hideLoading"
        case .reloadList(let items): return "reloadList(items then: \(items.map(\.id)))"
        case .apiError(let error): return "handleApiError(\(error))"
        }
    }
    var isShow: Bool { if case .showLoading = self { return true } else { return false } }
    var isHide: Bool { if case .hideLoading = self { return true } else { return false } }
    var isReload: Bool { if case .reloadList = self { return true } else { return false } }
    var isError: Bool { if case .apiError = self { return true } else { return false } }
}

final class ScreenSpy: ArticleListViewProtocol {
    weak var presenter: ArticleListPresenter?
    private(set) var heard: [Heard] = []

    func showLoading() { heard.append(.showLoading) }
    func hideLoading() { heard.append(.hideLoading) }
    func reloadList() { heard.append(.reloadList(itemsThen: presenter?.items ?? [])) }
    func handleApiError(error: Error) { heard.append(.apiError(error)) }

    func count(_ test: (Heard) -> Bool) -> Int { heard.filter(test).count }
}

// MARK: - A screen on the desk

@MainActor
final class Screen {
    let clock = HandClock(Date(timeIntervalSinceReferenceDate: 800_000_000))
    let desk = Desk()
    var spy: ScreenSpy? = ScreenSpy()
    var presenter: ArticleListPresenter?
    private var mark = 0

    init() {
        let presenter = ArticleListPresenter(view: spy!, articles: desk, clock: clock)
        spy?.presenter = presenter
        self.presenter = presenter
    }

    var heard: [Heard] { spy?.heard ?? [] }
    var heardSinceMark: [Heard] { Array(heard.dropFirst(mark)) }
    func setMark() { mark = heard.count }

    /// Lets the presenter's tasks run until `done`, at most `turns` main-actor turns.
    @discardableResult
    func until(turns: Int = 3_000, _ done: () -> Bool) async -> Bool {
        for _ in 0..<turns {
            if done() { return true }
            await Task.yield()
        }
        return done()
    }

    func idle() async { await until(turns: 150) { false } }

    func waitForRequests(_ count: Int) async -> Bool {
        let desk = self.desk
        return await until { desk.asked.count >= count }
    }

    func answer(_ index: Int, _ result: Result<[Article], DeskError>, sourceLocation: SourceLocation = #_sourceLocation) async {
        let asked = await waitForRequests(index + 1)
        #expect(asked, "request #\(index + 1) never reached the repository", sourceLocation: sourceLocation)
        #expect(desk.answer(index, with: result), "request #\(index + 1) could not be answered", sourceLocation: sourceLocation)
    }

    /// Waits until the latest load has ended (one more `hideLoading()` than at the mark).
    func waitForHide(beyond hidesBefore: Int) async -> Bool {
        await until { (spy?.count(\.isHide) ?? 0) > hidesBefore }
    }
}

let swift6 = Article(id: "swift-6", title: "What Swift 6 changes")
let mvp = Article(id: "mvp", title: "MVP without the massive view controller")
let actors = Article(id: "actors", title: "Actors in practice")

// MARK: - Tests

@MainActor
struct ArticleListPresenterTests {

    @Test func creatingThePresenterAsksNothingAndTellsNothing() async {
        let screen = Screen()
        await screen.idle()
        #expect(screen.desk.asked.isEmpty)
        #expect(screen.heard.isEmpty)
        #expect(screen.presenter?.items.isEmpty == true)
    }

    @Test func onViewDidLoadAsksPastNoCacheAndFillsItemsBeforeReloading() async {
        let screen = Screen()
        screen.presenter?.onViewDidLoad()
        #expect(await screen.waitForRequests(1))
        await screen.idle()
        #expect(screen.desk.asked == [false])
        #expect(screen.heard.map(\.description) == ["showLoading"], "before the reply")

        await screen.answer(0, .success([swift6, mvp]))
        #expect(await screen.waitForHide(beyond: 0))
        await screen.idle()

        let heard = screen.heard
        #expect(heard.first?.isShow == true)
        #expect(screen.spy?.count(\.isShow) == 1)
        #expect(screen.spy?.count(\.isHide) == 1)
        #expect(screen.spy?.count(\.isError) == 0)
        let reloads = heard.compactMap { call -> [Article]? in
            if case .reloadList(let items) = call { return items } else { return nil }
        }
        #expect(reloads == [[swift6, mvp]], "reloadList must come once, with items already filled: \(heard)")
        #expect(screen.presenter?.items == [swift6, mvp])
    }

    @Test func aRepositoryThatAnswersAtOnceStillShowsLoadingFirst() async {
        let screen = Screen()
        screen.desk.shelf = [mvp]
        screen.presenter?.onViewDidLoad()
        #expect(await screen.waitForHide(beyond: 0))
        await screen.idle()
        #expect(screen.heard.first?.isShow == true)
        #expect(screen.spy?.count(\.isReload) == 1)
        #expect(screen.spy?.count(\.isHide) == 1)
        #expect(screen.presenter?.items == [mvp])
    }

    @Test func aFailingRepositoryShowsThatVeryErrorAndEndsLoading() async {
        let screen = Screen()
        screen.presenter?.onViewDidLoad()
        await screen.answer(0, .failure(DeskError(ticket: 404)))
        #expect(await screen.waitForHide(beyond: 0))
        await screen.until { screen.spy?.count(\.isError) ?? 0 > 0 }
        await screen.idle()

        let errors = screen.heard.compactMap { call -> Error? in
            if case .apiError(let error) = call { return error } else { return nil }
        }
        #expect(errors.count == 1)
        #expect(errors.first.map { ($0 as? DeskError) == DeskError(ticket: 404) } == true,
                "the error passed on is not the one thrown: \(errors)")
        #expect(screen.spy?.count(\.isHide) == 1)
        #expect(screen.spy?.count(\.isReload) == 0)
        #expect(screen.presenter?.items.isEmpty == true)
    }

    @Test func aFailureAfterASuccessKeepsTheItems() async {
        let screen = Screen()
        screen.presenter?.onViewDidLoad()
        await screen.answer(0, .success([swift6]))
        #expect(await screen.waitForHide(beyond: 0))
        screen.presenter?.refresh()
        await screen.answer(1, .failure(DeskError(ticket: 500)))
        #expect(await screen.waitForHide(beyond: 1))
        await screen.idle()
        #expect(screen.presenter?.items == [swift6])
        #expect(screen.spy?.count(\.isReload) == 1)
        #expect(screen.spy?.count(\.isError) == 1)
    }

    @Test func refreshAsksPastTheCache() async {
        let screen = Screen()
        screen.presenter?.refresh()
        #expect(await screen.waitForRequests(1))
        #expect(screen.desk.asked == [true])
        await screen.answer(0, .success([actors]))
        #expect(await screen.waitForHide(beyond: 0))
        await screen.idle()
        #expect(screen.presenter?.items == [actors])

        screen.presenter?.onViewDidLoad()
        #expect(await screen.waitForRequests(2))
        #expect(screen.desk.asked == [true, false])
        screen.presenter?.refresh()
        #expect(await screen.waitForRequests(3))
        #expect(screen.desk.asked == [true, false, true])
    }

    @Test func thePresenterDoesNotKeepItsViewAlive() async {
        let screen = Screen()
        weak var weakSpy: ScreenSpy?
        weakSpy = screen.spy
        screen.spy = nil
        #expect(weakSpy == nil, "idle presenter keeps the view")
    }

    @Test func aRequestInFlightDoesNotKeepTheViewAlive() async {
        let screen = Screen()
        weak var weakSpy: ScreenSpy?
        weakSpy = screen.spy
        screen.presenter?.onViewDidLoad()
        #expect(await screen.waitForRequests(1))
        screen.spy = nil
        #expect(await screen.until(turns: 300) { weakSpy == nil }, "the view outlives its screen while a request waits")
        await screen.answer(0, .success([swift6]))
        await screen.idle()
        #expect(screen.presenter?.items == [swift6])
    }

    // An older load's reply, whichever comes first

    struct Overlap: Sendable, CustomTestStringConvertible {
        let name: String
        let old: Result<[Article], DeskError>
        let newestFirst: Bool
        var testDescription: String { name }
    }

    nonisolated static let overlaps: [Overlap] = [
        Overlap(name: "old success before the new reply", old: .success([swift6]), newestFirst: false),
        Overlap(name: "old failure before the new reply", old: .failure(DeskError(ticket: 1)), newestFirst: false),
        Overlap(name: "old success after the new reply", old: .success([swift6]), newestFirst: true),
        Overlap(name: "old failure after the new reply", old: .failure(DeskError(ticket: 2)), newestFirst: true),
    ]

    @Test(arguments: overlaps)
    func aReplyFromAnOlderLoadChangesNothing(_ overlap: Overlap) async {
        let screen = Screen()
        screen.presenter?.onViewDidLoad()                   // load 0
        #expect(await screen.waitForRequests(1))
        screen.presenter?.refresh()                         // load 1, the latest
        #expect(await screen.waitForRequests(2))
        await screen.idle()

        if overlap.newestFirst {
            await screen.answer(1, .success([mvp, actors]))
            #expect(await screen.waitForHide(beyond: 0))
            await screen.idle()
        }

        screen.setMark()
        let itemsBefore = screen.presenter?.items
        await screen.answer(0, overlap.old)
        await screen.idle()
        let since = screen.heardSinceMark.filter { !$0.isShow }
        #expect(since.isEmpty, "the older reply told the view \(since)")
        #expect(screen.presenter?.items == itemsBefore, "the older reply changed items")

        if !overlap.newestFirst {
            await screen.answer(1, .success([mvp, actors]))
            #expect(await screen.waitForHide(beyond: 0))
            await screen.idle()
            #expect(screen.presenter?.items == [mvp, actors])
            #expect(screen.spy?.count(\.isReload) == 1)
        }
        #expect(screen.presenter?.items == [mvp, actors])
        #expect(screen.spy?.count(\.isError) == 0)
        #expect(screen.spy?.count(\.isHide) == 1)
    }

    // The header, from the hand-moved clock

    struct Age: Sendable, CustomTestStringConvertible {
        let seconds: TimeInterval
        let text: String
        var testDescription: String { "\(seconds) s → \(text)" }
    }

    nonisolated static let ages: [Age] = [
        Age(seconds: 0, text: "Updated just now"),
        Age(seconds: 59.5, text: "Updated just now"),
        Age(seconds: 60, text: "Updated 1 minute ago"),
        Age(seconds: 119, text: "Updated 1 minute ago"),
        Age(seconds: 300, text: "Updated 5 minutes ago"),
        Age(seconds: 3_599, text: "Updated 59 minutes ago"),
        Age(seconds: 3_600, text: "Updated 1 hour ago"),
        Age(seconds: 7_199, text: "Updated 1 hour ago"),
        Age(seconds: 7_200, text: "Updated 2 hours ago"),
        Age(seconds: 50 * 3_600, text: "Updated 50 hours ago"),
    ]

    @Test(arguments: ages)
    func theHeaderCountsFromTheReplyOnTheInjectedClock(_ age: Age) async {
        let screen = Screen()
        #expect(screen.presenter?.lastUpdated == nil)
        screen.presenter?.onViewDidLoad()
        #expect(await screen.waitForRequests(1))
        screen.clock.advance(600)                           // ten minutes pass while the request waits
        #expect(screen.presenter?.lastUpdated == nil)
        await screen.answer(0, .success([swift6]))
        #expect(await screen.waitForHide(beyond: 0))
        #expect(screen.presenter?.lastUpdated == "Updated just now")
        screen.clock.advance(age.seconds)
        #expect(screen.presenter?.lastUpdated == age.text)
    }
}
