// The article list's presenter: every collaborator injected, nothing done until the screen asks.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    /// The number of the latest load; a reply is applied only when it answers that load.
    private var latestLoad = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = max(0, Int(clock.now().timeIntervalSince(updatedAt) / 60))
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
        // Every load shows the spinner, also one started while another is still in flight.
        view?.showLoading()
        let articles = self.articles
        Task { @MainActor [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.finish(load, with: .success(loaded))
            } catch {
                self?.finish(load, with: .failure(error))
            }
        }
    }

    private func finish(_ load: Int, with result: Result<[Article], Error>) {
        guard load == latestLoad else { return }   // a newer load replaced this one
        switch result {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.reloadList()
            view?.hideLoading()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
