// The article list's presenter. One load at a time: a new onViewDidLoad() or refresh() cancels the
// task of the load before it, so an older load can never overwrite a newer one. The task holds the
// presenter weakly and only the repository strongly.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var loadedAt: Date?
    private var loadTask: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let loadedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(loadedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        let wasLoading = loadTask != nil
        loadTask?.cancel()   // the newer load wins
        if !wasLoading {
            view?.showLoading()
        }
        let articles = self.articles
        loadTask = Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded)
            } catch is CancellationError {
                return   // replaced by a newer load
            } catch {
                self?.show(error)
            }
        }
    }

    private func show(_ loaded: [Article]) {
        loadTask = nil
        items = loaded
        loadedAt = clock.now()
        view?.reloadList()
        view?.hideLoading()
    }

    private func show(_ error: Error) {
        loadTask = nil
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
