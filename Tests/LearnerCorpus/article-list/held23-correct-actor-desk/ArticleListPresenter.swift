// The article list's presenter. The repository is reached through a small actor, the fetch desk,
// which turns the throwing call into a Result the presenter awaits. Every load gets a UUID; only
// the reply of the newest one is applied. A load started while another is in flight tells the
// view showLoading() again (the brief allows it); the newest load's end hides it once.
import Foundation

/// Runs requests against the repository off the main actor and hands back their outcome.
actor ArticleFetchDesk {
    private let repository: any ArticleRepository

    init(repository: any ArticleRepository) {
        self.repository = repository
    }

    func fetch(refresh: Bool) async -> Result<[Article], any Error> {
        do {
            return .success(try await repository.latest(refresh: refresh))
        } catch {
            return .failure(error)
        }
    }
}

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let desk: ArticleFetchDesk
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var arrivedAt: Date?
    private var newestLoad: UUID?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.desk = ArticleFetchDesk(repository: articles)
        self.clock = clock
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    var lastUpdated: String? {
        guard let arrivedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(arrivedAt) / 60)
        switch minutes {
        case ..<1:
            return "Updated just now"
        case 1:
            return "Updated 1 minute ago"
        case 2..<60:
            return "Updated \(minutes) minutes ago"
        default:
            let hours = minutes / 60
            return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
        }
    }

    private func load(refresh: Bool) {
        let id = UUID()
        newestLoad = id
        view?.showLoading()
        let desk = self.desk
        Task { [weak self] in
            let outcome = await desk.fetch(refresh: refresh)
            self?.settle(id, with: outcome)
        }
    }

    private func settle(_ id: UUID, with outcome: Result<[Article], any Error>) {
        guard newestLoad == id else { return }
        newestLoad = nil
        switch outcome {
        case .success(let articles):
            items = articles
            arrivedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
