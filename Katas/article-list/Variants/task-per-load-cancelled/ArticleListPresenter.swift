// An alternative presenter: one Task per load, kept so the next load cancels it; a cancelled
// load's reply is dropped after the await, and the task reaches the presenter weakly. The header's
// text is an if/else ladder over the seconds since the update.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: (any ArticleListViewProtocol)?
    private let repository: any ArticleRepository
    private(set) var items: [Article] = []
    private var current: Task<Void, Never>?
    private let clock: any ArticleClock
    private var refreshedAt: Date?

    init(view: any ArticleListViewProtocol, articles: any ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        repository = articles
        self.clock = clock
    }

    func onViewDidLoad() { start(refresh: false) }
    func refresh() { start(refresh: true) }

    var lastUpdated: String? {
        guard let refreshedAt else { return nil }
        let seconds = Int(clock.now().timeIntervalSince(refreshedAt))
        if seconds < 60 { return "Updated just now" }
        if seconds < 120 { return "Updated 1 minute ago" }
        if seconds < 3600 { return "Updated \(seconds / 60) minutes ago" }
        if seconds < 7200 { return "Updated 1 hour ago" }
        return "Updated \(seconds / 3600) hours ago"
    }

    private func start(refresh: Bool) {
        current?.cancel()
        view?.showLoading()
        let repository = self.repository
        current = Task { [weak self] in
            let outcome: Result<[Article], Error>
            do { outcome = .success(try await repository.latest(refresh: refresh)) } catch { outcome = .failure(error) }
            guard !Task.isCancelled else { return }
            self?.finish(with: outcome)
        }
    }

    private func finish(with outcome: Result<[Article], Error>) {
        current = nil
        switch outcome {
        case .success(let articles):
            items = articles
            refreshedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
