// The article list's presenter.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var generation = 0
    private var loading = false
    private var firstLoadedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let firstLoadedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(firstLoadedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
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
        let mine = generation
        if !loading {
            loading = true
            view?.showLoading()
        }
        let repository = articles
        Task { @MainActor [weak self] in
            do {
                let loaded = try await repository.latest(refresh: refresh)
                self?.succeeded(loaded, load: mine)
            } catch {
                self?.failed(error, load: mine)
            }
        }
    }

    private func succeeded(_ loaded: [Article], load: Int) {
        guard load == generation else { return }
        loading = false
        items = loaded
        // The header keeps the time the screen first got its articles.
        if firstLoadedAt == nil { firstLoadedAt = clock.now() }
        view?.reloadList()
        view?.hideLoading()
    }

    private func failed(_ error: Error, load: Int) {
        guard load == generation else { return }
        loading = false
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
