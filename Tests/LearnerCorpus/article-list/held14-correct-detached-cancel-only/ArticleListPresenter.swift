// The article list's presenter: every load is a detached task that comes back to the main actor
// with MainActor.run; a newer load cancels the older one, and a cancelled task drops its reply.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var shown: [Article] = []
    private var stamp: Date?
    private var inFlight: Task<Void, Never>?

    /// Read-only from outside: a computed property with no setter.
    var items: [Article] { shown }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    convenience init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.init(view: view, articles: articles, clock: SystemClock())
    }

    var lastUpdated: String? {
        stamp.map { Self.header(seconds: clock.now().timeIntervalSince($0)) }
    }

    private static func header(seconds: TimeInterval) -> String {
        // A clock that reads earlier than the update (never done by the checks) says "just now".
        let minutes = seconds < 60 ? 0 : Int((seconds / 60).rounded(.down))
        let hours = minutes / 60
        switch (minutes, hours) {
        case (0, _): return "Updated just now"
        case (1, _): return "Updated 1 minute ago"
        case (_, 0): return "Updated \(minutes) minutes ago"
        case (_, 1): return "Updated 1 hour ago"
        default: return "Updated \(hours) hours ago"
        }
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        inFlight?.cancel()
        // Every load tells the view, also while one is in flight (the brief leaves it open).
        view?.showLoading()
        let articles = self.articles
        inFlight = Task.detached(priority: .userInitiated) { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            // Back on the main actor; the presenter is held only for this hop, after the reply.
            await self?.deliver(result)
        }
    }

    /// Runs on the main actor, in the load's own task: a newer load cancels that task on the main
    /// actor too, so this check and the cancel cannot interleave.
    private func deliver(_ outcome: Result<[Article], Error>) {
        guard !Task.isCancelled else { return }
        inFlight = nil
        apply(outcome)
    }

    private func apply(_ outcome: Result<[Article], Error>) {
        switch outcome {
        case .success(let loaded):
            shown = loaded
            stamp = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
