// The article list's presenter.
//
// Loads can overlap (a pull to refresh while the first load is still running). Each load is
// numbered by how many loads are in flight once it starts; the newest load's number is kept, and
// a reply counts only when its number is the newest one.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?

    private var loadsInFlight = 0
    private var newestLoad = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
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

    private func load(refresh: Bool) {
        loadsInFlight += 1
        let number = loadsInFlight
        newestLoad = number
        view?.showLoading()
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.finish(number, .success(loaded))
            } catch {
                self?.finish(number, .failure(error))
            }
        }
    }

    private func finish(_ number: Int, _ outcome: Result<[Article], any Error>) {
        loadsInFlight -= 1
        guard number == newestLoad else { return }
        switch outcome {
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
