import Foundation

/// The article list's presenter: loads through its repository on a detached task, hops back to
/// the main actor for every effect, and drops any reply that is not the latest load's.
@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct Shown {
        var articles: [Article] = []
        var moment: Date?
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: any ArticleRepository
    private let clock: any ArticleClock
    private var shown = Shown()
    private var current: (id: UUID, task: Task<Void, Never>)?

    var items: [Article] { shown.articles }

    convenience init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.init(view: view, articles: articles, clock: SystemClock())
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let moment = shown.moment else { return nil }
        let seconds = Int(clock.now().timeIntervalSince(moment).rounded(.down))
        let minutes = seconds / 60
        let hours = minutes / 60
        if minutes < 1 { return "Updated just now" }
        if hours >= 1 { return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago" }
        return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago"
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        current?.task.cancel()
        view?.showLoading()
        let id = UUID()
        let repository = articles
        let task = Task.detached { [weak self] in
            let outcome: Result<[Article], any Error>
            do {
                outcome = .success(try await repository.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            if Task.isCancelled { return }
            await self?.settle(id, outcome)
        }
        current = (id, task)
    }

    private func settle(_ id: UUID, _ outcome: Result<[Article], any Error>) {
        guard current?.id == id else { return }
        current = nil
        defer { view?.hideLoading() }
        switch outcome {
        case .success(let loaded):
            shown = Shown(articles: loaded, moment: clock.now())
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
    }
}
