import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    private(set) var updated: Date?
    private var latestLoad = 0
    private var task: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        (self.view, self.articles, self.clock) = (view, articles, clock)
    }

    var lastUpdated: String? {
        guard let updated else { return nil }
        let minutes = Int((clock.now().timeIntervalSince(updated) / 60).rounded(.down))
        guard minutes >= 1 else { return "Updated just now" }
        guard minutes >= 60 else { return "Updated \(minutes) minute\(minutes == 1 ? "" : "s") ago" }
        let hours = minutes / 60
        return "Updated \(hours) hour\(hours == 1 ? "" : "s") ago"
    }

    func onViewDidLoad() { load(refresh: false) }
    func refresh() { load(refresh: true) }

    private nonisolated static func fetch(_ articles: ArticleRepository, refresh: Bool) async -> Result<[Article], Error> {
        do { return .success(try await articles.latest(refresh: refresh)) } catch { return .failure(error) }
    }

    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading()
        task?.cancel()
        task = Task { [weak self, articles] in
            let result = await Self.fetch(articles, refresh: refresh)
            guard let self, !Task.isCancelled, load == self.latestLoad else { return }
            defer { self.view?.hideLoading() }
            switch result {
            case .success(let list):
                self.items = list
                self.updated = self.clock.now()
                self.view?.reloadList()
            case .failure(let error):
                self.view?.handleApiError(error: error)
            }
        }
    }
}
