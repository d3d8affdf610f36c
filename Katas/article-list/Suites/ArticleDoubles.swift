// Hidden helpers of the article-list kata: a view spy that logs what it is told, and a repository
// the checks answer by hand. Both live on the main actor, like the presenter, so a step's effects
// are done within a few turns of the main queue, whatever way the presenter awaits the repository.
import Foundation
import Testing
@testable import ArticleList

/// One call the presenter made on its view.
enum ViewCall: Hashable, CustomStringConvertible {
    case showLoading
    case hideLoading
    /// `reloadList()`, with the ids of the presenter's `items` at that moment (nil: no presenter).
    case reloadList([String]?)
    /// `handleApiError(error:)`, with the stub failure's tag (nil: an error of the presenter's own).
    case error(Int?)

    var description: String {
        switch self {
        case .showLoading: return "showLoading()"
        case .hideLoading: return "hideLoading()"
        case .reloadList(let ids?): return "reloadList() with items \(ArticleLists.told(ids))"
        case .reloadList(nil): return "reloadList()"
        case .error(let tag?): return "handleApiError(error:) with failure #\(tag)"
        case .error(nil): return "handleApiError(error:) with an error the repository did not throw"
        }
    }

    var isReloadList: Bool {
        if case .reloadList = self { return true }
        return false
    }
}

/// "showLoading(), hideLoading()", or "no call at all".
func describe(_ calls: [ViewCall]) -> String {
    calls.isEmpty ? "no call at all" : calls.map(\.description).joined(separator: ", ")
}

/// The error the stub repository throws, told apart by its tag.
struct StubFailure: Error, Equatable {
    let tag: Int
}

/// One call the view got, and where the presenter made it (while the harness records it, see
/// `CallSite`).
struct ViewEntry {
    var call: ViewCall
    var site: CallSite?
}

/// Records every call into a log kept outside the spy, so what a view was told survives the view.
@MainActor
final class ArticleViewSpy: ArticleListViewProtocol {
    let log: Recorder<ViewEntry>
    /// Reads the presenter's items when `reloadList()` is called, as a table would.
    var itemsNow: @MainActor () -> [Article]? = { nil }

    /// Reads the presenter's `lastUpdated` when `reloadList()` is called, as the header would
    /// (set only by the clock check, which needs stage 4's contract).
    var onReload: @MainActor () -> Void = {}

    init(log: Recorder<ViewEntry>) { self.log = log }

    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
    func reloadList() {
        record(.reloadList(itemsNow()?.map(\.id)))
        onReload()
    }
    func handleApiError(error: Error) { record(.error((error as? StubFailure)?.tag)) }

    private func record(_ call: ViewCall) { log.append(ViewEntry(call: call, site: CallSite.here())) }
}

/// Holds each request until a check answers it, or answers the next one without suspending (a
/// cache). Main-actor isolated, so an answer resumes the presenter on the main actor.
@MainActor
final class HeldArticles: ArticleRepository {
    /// The `refresh` flag of every request, in order.
    private(set) var asked: [Bool] = []
    /// Where each request was made, while the harness records it (see `CallSite`).
    private(set) var askedFrom: [CallSite?] = []
    private var waiting: [Int: CheckedContinuation<[Article], Error>] = [:]
    /// The answer to the next request, given without suspending.
    var answerNextAtOnce: Result<[Article], Error>?
    /// Bumped at every request (see `Activity`).
    private let activity: Activity

    init(activity: Activity = Activity()) { self.activity = activity }

    func latest(refresh: Bool) async throws -> [Article] {
        asked.append(refresh)
        askedFrom.append(CallSite.here())
        activity.bump()
        let index = asked.count - 1
        if let now = answerNextAtOnce {
            answerNextAtOnce = nil
            return try now.get()
        }
        return try await withCheckedThrowingContinuation { waiting[index] = $0 }
    }

    /// Whether request `index` (0 is the first) is still waiting for its answer.
    func isWaiting(_ index: Int) -> Bool { waiting[index] != nil }

    /// Answers request `index`; false when it is not waiting.
    @discardableResult
    func answer(_ index: Int, with result: Result<[Article], Error>) -> Bool {
        guard let continuation = waiting.removeValue(forKey: index) else { return false }
        continuation.resume(with: result)
        return true
    }

    /// Ends every request still waiting (with a failure nobody is watching any more), so no
    /// continuation is left behind when the check is done.
    func endAll() {
        let left = waiting
        waiting = [:]
        for continuation in left.values { continuation.resume(throwing: CancellationError()) }
    }
}

/// A clock the checks move by hand: it starts at a fixed moment and only moves forward.
final class HeldClock: ArticleClock, @unchecked Sendable {
    /// A whole number of seconds, so moves by halves of a second stay exact.
    static let start = Date(timeIntervalSinceReferenceDate: 786_000_000)
    private let lock = NSLock()
    private var current = HeldClock.start

    func now() -> Date { lock.withLock { current } }

    func move(by seconds: Double) { lock.withLock { current += seconds } }
}

/// The article lists the repository answers with.
enum ArticleLists {
    static let all: [[Article]] = [
        [Article(id: "swift-6", title: "What Swift 6 changes"), Article(id: "mvp", title: "MVP in practice"), Article(id: "actors", title: "Actors explained")],
        [Article(id: "async", title: "async/await by example")],
        [],
        [Article(id: "mvp", title: "MVP in practice"), Article(id: "testing", title: "Testing presenters")],
    ]

    static func told(_ ids: [String]) -> String { ids.isEmpty ? "[] (none)" : "[\(ids.joined(separator: ", "))]" }
    static func told(list: Int) -> String { told(all[list].map(\.id)) }
}

// One turn of the main queue is the harness's `mainHop()` (Katas/Shared/Harness/Waiting.swift).
