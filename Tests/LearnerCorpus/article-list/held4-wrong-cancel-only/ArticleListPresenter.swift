// The article list's presenter: one current task; a new load cancels the one before it.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var loadedAt: Date?
    private var current: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let loadedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(loadedAt)) / 60
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        current?.cancel()
        view?.showLoading()
        let articles = self.articles
        current = Task { [weak self] in
            do {
                let fresh = try await articles.latest(refresh: refresh)
                self?.show(fresh)
            } catch is CancellationError {
                // A newer load took over; it reports for both.
            } catch {
                self?.fail(error)
            }
        }
    }

    private func show(_ fresh: [Article]) {
        items = fresh
        loadedAt = clock.now()
        view?.reloadList()
        view?.hideLoading()
        current = nil
    }

    private func fail(_ error: Error) {
        view?.handleApiError(error: error)
        view?.hideLoading()
        current = nil
    }
}
