// The article list's presenter: the view, the articles and the clock come in through init.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var itemsDate: Date?
    private var loadTask: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    deinit {
        loadTask?.cancel()
    }

    var lastUpdated: String? {
        guard let itemsDate else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(itemsDate) / 60)
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
        loadTask?.cancel()                  // a newer load replaces the one in flight
        let askedAt = clock.now()           // the articles are the server's as of this moment
        let articles = self.articles
        view?.showLoading()
        loadTask = Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                guard !Task.isCancelled else { return }   // the repository may answer anyway
                self?.show(loaded, asOf: askedAt)
            } catch {
                guard !Task.isCancelled else { return }
                self?.show(error)
            }
        }
    }

    private func show(_ loaded: [Article], asOf date: Date) {
        loadTask = nil
        items = loaded
        itemsDate = date
        view?.reloadList()
        view?.hideLoading()
    }

    private func show(_ error: Error) {
        loadTask = nil
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
