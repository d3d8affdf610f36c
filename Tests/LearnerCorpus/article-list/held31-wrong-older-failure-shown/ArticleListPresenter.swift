// The article list's presenter: the view, the articles and the clock come in through init.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var refreshedAt: Date?
    private var loadID = UUID()

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let refreshedAt else { return nil }
        let elapsed = clock.now().timeIntervalSince(refreshedAt)
        let minutes = Int(floor(elapsed / 60))
        guard minutes >= 1 else { return "Updated just now" }
        guard minutes >= 60 else { return "Updated \(minutes) minute\(minutes == 1 ? "" : "s") ago" }
        let hours = minutes / 60
        return "Updated \(hours) hour\(hours == 1 ? "" : "s") ago"
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        let id = UUID()
        loadID = id
        view?.showLoading()
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                guard let self, self.loadID == id else { return }   // a newer load's articles win
                self.items = loaded
                self.refreshedAt = self.clock.now()
                self.view?.reloadList()
                self.view?.hideLoading()
            } catch {
                guard let self else { return }
                self.view?.handleApiError(error: error)
                self.view?.hideLoading()
            }
        }
    }
}
