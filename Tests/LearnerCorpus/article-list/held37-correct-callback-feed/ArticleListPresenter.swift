// The article list's presenter, written against a small callback façade: `ArticleFeed` turns the
// repository's async call into "one call, one reply on the main actor", and the presenter only
// deals in tickets. The header's wording lives in a pure value, `UpdateStamp`.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let feed: ArticleFeed
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var stamp: UpdateStamp?
    /// The ticket of the latest load; a reply with any other ticket is dropped.
    private var ticket = 0
    /// The latest load's task, cancelled when a newer load starts (its reply is dropped anyway).
    private var running: Task<Void, Never>?
    /// True from the start of a load until the latest load ends.
    private var spinning = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.feed = ArticleFeed(repository: articles)
        self.clock = clock
    }

    var lastUpdated: String? {
        stamp?.text(now: clock.now())
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        ticket += 1
        let mine = ticket
        running?.cancel()
        if !spinning {
            // The indicator is shown once; a load that starts while it shows leaves it alone.
            spinning = true
            view?.showLoading()
        }
        running = feed.fetch(refresh: refresh) { [weak self] reply in
            self?.settle(mine, reply)
        }
    }

    private func settle(_ ticket: Int, _ reply: Result<[Article], any Error>) {
        guard ticket == self.ticket else { return }
        running = nil
        spinning = false
        switch reply {
        case .success(let loaded):
            items = loaded
            stamp = UpdateStamp(moment: clock.now())
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}

/// The repository as a callback API: one call, exactly one reply, delivered on the main actor.
/// The task it returns holds the repository and the reply closure, never the presenter.
private struct ArticleFeed: Sendable {
    let repository: ArticleRepository

    func fetch(refresh: Bool,
               reply: @escaping @MainActor (Result<[Article], any Error>) -> Void) -> Task<Void, Never> {
        Task { @MainActor in
            do {
                reply(.success(try await repository.latest(refresh: refresh)))
            } catch {
                reply(.failure(error))
            }
        }
    }
}

/// When the articles on screen arrived, and how the header says it at a given moment.
private struct UpdateStamp {
    let moment: Date

    func text(now: Date) -> String {
        let minutes = Int((now.timeIntervalSince(moment) / 60).rounded(.down))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }
}
