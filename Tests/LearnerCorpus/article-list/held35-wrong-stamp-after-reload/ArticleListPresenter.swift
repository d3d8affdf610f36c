// The article list's presenter: everything injected, nothing done in init, loads numbered so only
// the latest one's reply counts.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var latestLoad = 0
    private var isLoading = false

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
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.succeeded(loaded, load: load)
            } catch {
                self?.failed(error, load: load)
            }
        }
    }

    private func succeeded(_ loaded: [Article], load: Int) {
        guard load == latestLoad else { return }
        isLoading = false
        items = loaded
        view?.reloadList()
        view?.hideLoading()
        // The screen now shows these articles: that is the moment of the update.
        updatedAt = clock.now()
    }

    private func failed(_ error: Error, load: Int) {
        guard load == latestLoad else { return }
        isLoading = false
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
