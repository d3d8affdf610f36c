import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct Snapshot {
        var articles: [Article] = []
        var appliedAt: Date?
    }

    private weak var view: (any ArticleListViewProtocol)?
    private let repository: any ArticleRepository
    private let clock: any ArticleClock
    private var snapshot = Snapshot()
    private var current: (id: UUID, task: Task<Void, Never>)?

    var items: [Article] { snapshot.articles }

    convenience init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.init(view: view, articles: articles, clock: SystemClock())
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.repository = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        snapshot.appliedAt.map { Self.header(elapsed: clock.now().timeIntervalSince($0)) }
    }

    nonisolated private static func header(elapsed: TimeInterval) -> String {
        let minutes = elapsed < 60 ? 0 : Int(elapsed) / 60
        if minutes == 0 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() { start(pastCache: false) }
    func refresh() { start(pastCache: true) }

    private func start(pastCache: Bool) {
        let wasIdle = current == nil
        current?.task.cancel()
        let id = UUID()
        let repository = self.repository
        let task = Task.detached { [weak self] in
            let outcome: Result<[Article], any Error>
            do { outcome = .success(try await repository.latest(refresh: pastCache)) }
            catch { outcome = .failure(error) }
            await MainActor.run { [weak self] in self?.settle(id, outcome) }
        }
        current = (id, task)
        if wasIdle { view?.showLoading() }
    }

    private func settle(_ id: UUID, _ outcome: Result<[Article], any Error>) {
        guard current?.id == id else { return }
        current = nil
        view?.hideLoading()
        switch outcome {
        case .success(let fresh):
            snapshot = Snapshot(articles: fresh, appliedAt: clock.now())
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
    }
}
