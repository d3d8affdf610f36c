// The article list's presenter.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    /// When articles last arrived from the repository.
    private var arrivedAt: Date?
    private var currentLoad = UUID()
    private var isLoading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let arrivedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(arrivedAt) / 60)
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        let load = UUID()
        currentLoad = load
        if !isLoading { view?.showLoading() }
        isLoading = true
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.handle(result, of: load)
        }
    }

    private func handle(_ result: Result<[Article], Error>, of load: UUID) {
        // Stamp the moment the articles arrived, as soon as they are here.
        if case .success = result { arrivedAt = clock.now() }
        guard load == currentLoad else { return }
        isLoading = false
        switch result {
        case .success(let loaded):
            items = loaded
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
