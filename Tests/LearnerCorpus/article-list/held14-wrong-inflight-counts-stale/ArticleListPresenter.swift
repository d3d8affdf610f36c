// The article list's presenter.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    private var updatedAt: Date?
    /// The number of the latest load; only its reply counts.
    private var latestLoad = 0
    /// Requests still waiting for the repository: the spinner shows while any is out.
    private var requestsOut = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        default:
            let hours = minutes / 60
            return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
        }
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        // The spinner is already turning while a request is out: tell the view only once.
        if requestsOut == 0 { view?.showLoading() }
        requestsOut += 1
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

    private func finish(_ load: Int, with result: Result<[Article], Error>) {
        requestsOut -= 1
        guard load == latestLoad else { return }
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
