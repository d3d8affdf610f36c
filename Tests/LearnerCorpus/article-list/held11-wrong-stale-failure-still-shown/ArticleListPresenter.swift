import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let repository: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var lastSuccess: Date?
    private var currentLoadID = UUID()
    private var loading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.repository = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let lastSuccess else { return nil }
        let elapsed = clock.now().timeIntervalSince(lastSuccess)
        let minutes = Int(elapsed) / 60
        guard minutes >= 1 else { return "Updated just now" }
        guard minutes >= 60 else {
            return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago"
        }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() {
        fetch(refresh: false)
    }

    func refresh() {
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        let loadID = UUID()
        currentLoadID = loadID
        if !loading {
            loading = true
            view?.showLoading()
        }
        let repository = self.repository
        Task { [weak self] in
            do {
                let articles = try await repository.latest(refresh: refresh)
                guard let self, self.currentLoadID == loadID else { return }
                self.loading = false
                self.items = articles
                self.lastSuccess = self.clock.now()
                self.view?.reloadList()
                self.view?.hideLoading()
            } catch {
                guard let self else { return }
                self.loading = false
                self.view?.handleApiError(error: error)
                self.view?.hideLoading()
            }
        }
    }
}
