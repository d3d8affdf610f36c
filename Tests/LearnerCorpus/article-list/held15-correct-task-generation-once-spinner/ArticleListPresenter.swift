// The article list's presenter.
//
// Every load gets a number; only the latest load's reply is applied. The loading indicator is
// shown once per stretch of loading: a load started while the latest one is still out does not
// show it again, and the latest load's reply hides it.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private(set) var items: [Article] = []

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private var latestLoad = 0
    private var isLoading = false
    private var updatedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt) / 60)
        switch minutes {
        case ..<1:
            return "Updated just now"
        case 1:
            return "Updated 1 minute ago"
        case 2..<60:
            return "Updated \(minutes) minutes ago"
        case 60..<120:
            return "Updated 1 hour ago"
        default:
            return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.finish(load, with: result)
        }
    }

    private func finish(_ load: Int, with result: Result<[Article], Error>) {
        guard load == latestLoad else { return }   // a newer load replaced this one
        isLoading = false
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
