// The article list's presenter. Loads run in a task that holds the presenter weakly; each load has
// an id and only the latest one's articles reach the screen. The moment the articles arrive is
// taken from the injected clock, and the header is worked out from it at every read.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var arrivedAt: Date?
    private var currentLoadID = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let arrivedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(arrivedAt)) / 60
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() {
        startLoad(refresh: false)
    }

    func refresh() {
        startLoad(refresh: true)
    }

    private func startLoad(refresh: Bool) {
        currentLoadID += 1
        let loadID = currentLoadID
        view?.showLoading()
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.didLoad(loaded, loadID: loadID)
            } catch {
                self?.didFail(error, loadID: loadID)
            }
        }
    }

    private func didLoad(_ loaded: [Article], loadID: Int) {
        arrivedAt = clock.now()   // the moment the articles arrived, not when they were asked for
        guard loadID == currentLoadID else { return }
        items = loaded
        view?.reloadList()
        view?.hideLoading()
    }

    private func didFail(_ error: Error, loadID: Int) {
        guard loadID == currentLoadID else { return }
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
