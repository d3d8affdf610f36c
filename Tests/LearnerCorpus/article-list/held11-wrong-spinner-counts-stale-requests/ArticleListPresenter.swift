// The article list's presenter: every collaborator injected, nothing done until the screen asks.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?

    /// The number of the latest load: only its reply is applied.
    private var generation = 0
    /// Requests sent and not answered yet. While one is out, the spinner is already showing.
    private var requestsOut = 0

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
        generation += 1
        let ticket = generation
        if requestsOut == 0 {
            view?.showLoading()
        }
        requestsOut += 1
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.handle(result, ticket: ticket)
        }
    }

    private func handle(_ result: Result<[Article], Error>, ticket: Int) {
        requestsOut -= 1
        guard ticket == generation else { return }   // an older load: ignored
        switch result {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
