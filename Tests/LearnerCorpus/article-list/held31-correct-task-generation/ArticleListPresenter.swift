// The article list's presenter: everything it talks to (the view, the articles, the time) comes
// in through init.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    /// When the articles in `items` were applied.
    private var updatedAt: Date?
    /// The number of the latest load; a reply carrying another number is stale.
    private var latestLoad = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let seconds = Int(clock.now().timeIntervalSince(updatedAt).rounded(.down))
        let minutes = max(seconds, 0) / 60
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        default:
            let hours = minutes / 60
            return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
        }
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        let articles = self.articles   // the task holds the repository, never the presenter
        view?.showLoading()
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.finish(load, result)
        }
    }

    private func finish(_ load: Int, _ result: Result<[Article], Error>) {
        guard load == latestLoad else { return }   // a newer load started: this reply changes nothing
        switch result {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
