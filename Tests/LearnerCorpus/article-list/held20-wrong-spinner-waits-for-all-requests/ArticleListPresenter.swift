// The article list's presenter. Loads run in tasks that hold the presenter weakly; a token tells
// the latest load from older ones, whose replies are dropped. The spinner stays up while any
// request is still out, so a pull to refresh during the first load shows one continuous spinner.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updated: Date?
    private var latestToken = 0
    private var requestsInFlight = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updated else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updated) / 60)
        if minutes >= 60 {
            let hours = minutes / 60
            return "Updated \(hours) \(hours == 1 ? "hour" : "hours") ago"
        }
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        default: return "Updated \(minutes) minutes ago"
        }
    }

    func onViewDidLoad() {
        fetch(refresh: false)
    }

    func refresh() {
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        latestToken += 1
        let token = latestToken
        if requestsInFlight == 0 {
            view?.showLoading()
        }
        requestsInFlight += 1
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.finish(token: token, result: result)
        }
    }

    private func finish(token: Int, result: Result<[Article], Error>) {
        requestsInFlight -= 1
        guard token == latestToken else { return }   // an older load: changes nothing
        switch result {
        case .success(let loaded):
            items = loaded
            updated = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        if requestsInFlight == 0 {
            view?.hideLoading()
        }
    }
}
