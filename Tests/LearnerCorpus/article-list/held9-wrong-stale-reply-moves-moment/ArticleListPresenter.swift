// The article list's presenter: loads in main-actor tasks, the latest load wins.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var lastReplyAt: Date?
    private var latestLoad: UUID?
    private var isLoading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let lastReplyAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(lastReplyAt) / 60)
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() {
        start(refresh: false)
    }

    func refresh() {
        start(refresh: true)
    }

    private func start(refresh: Bool) {
        let id = UUID()
        latestLoad = id
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.received(loaded, for: id)
            } catch {
                self?.failed(error, for: id)
            }
        }
    }

    private func received(_ loaded: [Article], for id: UUID) {
        lastReplyAt = clock.now()
        guard id == latestLoad else { return }
        items = loaded
        end()
        view?.reloadList()
    }

    private func failed(_ error: Error, for id: UUID) {
        guard id == latestLoad else { return }
        end()
        view?.handleApiError(error: error)
    }

    private func end() {
        isLoading = false
        latestLoad = nil
        view?.hideLoading()
    }
}
