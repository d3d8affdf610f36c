// One task per load; a newer load cancels the older one, and a cancelled task drops its reply
// when it comes. The spinner is hidden by a `defer`, so every path of a task ends loading.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private(set) var items: [Article] = []

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var updatedAt: Date?
    private var current: Task<Void, Never>?

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
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        current?.cancel()
        view?.showLoading()
        let articles = self.articles
        current = Task { [weak self] in
            defer { self?.view?.hideLoading() }
            do {
                let loaded = try await articles.latest(refresh: refresh)
                guard !Task.isCancelled else { return }
                self?.apply(loaded)
            } catch {
                guard !Task.isCancelled else { return }
                self?.view?.handleApiError(error: error)
            }
        }
    }

    private func apply(_ loaded: [Article]) {
        items = loaded
        updatedAt = clock.now()
        view?.reloadList()
    }
}
