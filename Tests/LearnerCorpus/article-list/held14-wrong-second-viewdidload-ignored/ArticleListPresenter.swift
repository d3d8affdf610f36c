// The article list's presenter.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var generation = 0
    private var isLoading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt) / 60)
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() {
        // The screen's first load is already on its way: a second viewDidLoad has nothing to add.
        guard !isLoading else { return }
        load(refresh: false)
    }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        generation += 1
        let mine = generation
        if !isLoading { view?.showLoading() }
        isLoading = true
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                guard let self, mine == self.generation else { return }
                self.items = loaded
                self.updatedAt = self.clock.now()
                self.isLoading = false
                self.view?.reloadList()
                self.view?.hideLoading()
            } catch {
                guard let self, mine == self.generation else { return }
                self.isLoading = false
                self.view?.handleApiError(error: error)
                self.view?.hideLoading()
            }
        }
    }
}
