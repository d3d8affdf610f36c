// Reference solution of the article-list kata: a presenter a test can construct. Foundation only.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    /// The number of the latest load: only its reply is shown.
    private var latestLoad = 0

    private let clock: any ArticleClock
    /// When the latest load's articles were applied (nil before any).
    private var updatedAt: Date?

    /// Stores its collaborators and does nothing else: loading starts at `onViewDidLoad()`.
    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    func onViewDidLoad() { load(refresh: false) }
    func refresh() { load(refresh: true) }

    /// Starts a load. The task holds the repository, not the presenter: it comes back to the
    /// presenter weakly after the `await`, so a closed screen is freed before the reply.
    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        let articles = self.articles
        view?.showLoading()
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded, from: load)
            } catch {
                self?.fail(error, from: load)
            }
        }
    }

    private func show(_ loaded: [Article], from load: Int) {
        guard load == latestLoad else { return }
        updatedAt = clock.now()
        items = loaded
        view?.reloadList()
        view?.hideLoading()
    }

    private func fail(_ error: Error, from load: Int) {
        guard load == latestLoad else { return }
        view?.handleApiError(error: error)
        view?.hideLoading()
    }

    /// Worked out at every read, from the clock's time now: whole minutes, then whole hours.
    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }
}
