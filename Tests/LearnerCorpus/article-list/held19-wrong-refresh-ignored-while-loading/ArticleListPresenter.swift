// The article list's presenter.
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
        if minutes < 1 { return "Updated just now" }
        if minutes == 1 { return "Updated 1 minute ago" }
        if minutes < 60 { return "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        // A pull to refresh while the list is already loading would only ask twice.
        guard !isLoading else { return }
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
                self?.apply(.success(loaded), load: load)
            } catch {
                self?.apply(.failure(error), load: load)
            }
        }
    }

    private func apply(_ result: Result<[Article], Error>, load: Int) {
        guard load == latestLoad else { return }
        isLoading = false
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
