// The article list's presenter: built with a view, a repository and a clock; loads when asked.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []

    /// When the latest load's articles were applied; nil until one succeeds.
    private var updatedAt: Date?
    /// Bumped by every load; a reply counts only when its load is still the latest.
    private var latestLoad = 0
    private var isLoading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt)) / 60
        switch minutes {
        case ..<1: return "Updated just now"
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
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.finish(load, with: .success(loaded))
            } catch {
                self?.finish(load, with: .failure(error))
            }
        }
    }

    private func finish(_ load: Int, with outcome: Result<[Article], Error>) {
        if case .success = outcome {
            updatedAt = clock.now()   // the server answered with articles: the data is fresh as of now
        }
        guard load == latestLoad else { return }
        isLoading = false
        switch outcome {
        case .success(let loaded):
            items = loaded
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
