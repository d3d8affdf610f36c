// The article list's presenter: the view, the articles and the clock come in through init.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var lastSuccess: Date?
    private var currentRequest = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let lastSuccess else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(lastSuccess)) / 60
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2...59: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() {
        startLoading(refresh: false)
    }

    func refresh() {
        startLoading(refresh: true)
    }

    private func startLoading(refresh: Bool) {
        currentRequest += 1
        let request = currentRequest
        view?.showLoading()
        // No `guard let self` at the top: self stays weak, and is only used through `self?`.
        Task { [weak self] in
            guard let result = await self?.fetch(refresh: refresh) else { return }
            self?.handle(result, of: request)
        }
    }

    private func fetch(refresh: Bool) async -> Result<[Article], Error> {
        do {
            return .success(try await articles.latest(refresh: refresh))
        } catch {
            return .failure(error)
        }
    }

    private func handle(_ result: Result<[Article], Error>, of request: Int) {
        guard request == currentRequest else { return }
        switch result {
        case .success(let loaded):
            items = loaded
            lastSuccess = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
