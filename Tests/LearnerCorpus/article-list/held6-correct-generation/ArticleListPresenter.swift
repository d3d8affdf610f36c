import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var generation = 0
    private var inFlight = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = max(0, Int((clock.now().timeIntervalSince(updatedAt) / 60).rounded(.down)))
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        generation += 1
        let ticket = generation
        if !inFlight { view?.showLoading() }
        inFlight = true
        let articles = self.articles
        Task { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            self?.finish(ticket, with: outcome)
        }
    }

    private func finish(_ ticket: Int, with outcome: Result<[Article], Error>) {
        guard ticket == generation else { return }
        inFlight = false
        switch outcome {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
