import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var latestLoad = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2...59: return "Updated \(minutes) minutes ago"
        case 60...119: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        latestLoad += 1
        let number = latestLoad
        view?.showLoading()
        // No `self` inside the task: it gets the repository and the handler as locals.
        let repository = articles
        let deliver = self.handle(number:result:)
        Task {
            do {
                deliver(number, .success(try await repository.latest(refresh: refresh)))
            } catch {
                deliver(number, .failure(error))
            }
        }
    }

    private func handle(number: Int, result: Result<[Article], Error>) {
        guard number == latestLoad else { return }
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
