// The article list's presenter.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var loadedAt: Date?
    private var latestLoad = 0
    private var spinnerShown = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let loadedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(loadedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case ..<60: return "Updated \(minutes) minutes ago"
        case ..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() {
        startLoad(refresh: false)
    }

    func refresh() {
        startLoad(refresh: true)
    }

    private func startLoad(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        if !spinnerShown {
            spinnerShown = true
            view?.showLoading()
        }
        Task { [weak self, articles] in
            let result = await Self.fetch(articles, refresh: refresh)
            self?.apply(result, of: load)
        }
    }

    private nonisolated static func fetch(_ articles: ArticleRepository, refresh: Bool) async -> Result<[Article], Error> {
        do {
            return .success(try await articles.latest(refresh: refresh))
        } catch {
            return .failure(error)
        }
    }

    private func apply(_ result: Result<[Article], Error>, of load: Int) {
        // A reply to an older load, or to a screen that has closed, has nowhere to go.
        guard load == latestLoad, let view else { return }
        spinnerShown = false
        switch result {
        case .success(let loaded):
            items = loaded
            loadedAt = clock.now()
            view.reloadList()
            view.hideLoading()
        case .failure(let error):
            view.handleApiError(error: error)
            view.hideLoading()
        }
    }
}
