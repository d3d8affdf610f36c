import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var generation: UInt64 = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let seconds = max(0, clock.now().timeIntervalSince(updatedAt))
        switch Int(seconds / 60) {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case let minutes where minutes < 60: return "Updated \(minutes) minutes ago"
        case let minutes where minutes < 120: return "Updated 1 hour ago"
        case let minutes: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() { load(refresh: false) }
    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        generation &+= 1
        let mine = generation
        let articles = self.articles
        if refresh { updatedAt = nil }  // the header shows nothing while the list is being refreshed
        view?.showLoading()
        Task { [weak self] in
            let outcome: Result<[Article], Error>
            do { outcome = .success(try await articles.latest(refresh: refresh)) }
            catch { outcome = .failure(error) }
            self?.finish(mine, with: outcome)
        }
    }

    private func finish(_ load: UInt64, with outcome: Result<[Article], Error>) {
        guard load == generation else { return }
        switch outcome {
        case .success(let fresh):
            items = fresh
            updatedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
