// The article list's presenter: awaits the repository in a main-actor task; a token per load.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var appliedAt: Date?
    private var token = 0
    private var spinning = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let appliedAt else { return nil }
        let seconds = clock.now().timeIntervalSince(appliedAt)
        let minutes = Int(seconds / 60)
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2...59: return "Updated \(minutes) minutes ago"
        case 60...119: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() { fetch(refresh: false) }

    func refresh() { fetch(refresh: true) }

    private func fetch(refresh: Bool) {
        token += 1
        let mine = token
        if !spinning {
            spinning = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            let outcome: Result<[Article], Error>
            do { outcome = .success(try await articles.latest(refresh: refresh)) } catch { outcome = .failure(error) }
            self?.deliver(outcome, token: mine)
        }
    }

    private func deliver(_ outcome: Result<[Article], Error>, token mine: Int) {
        guard mine == token else { return }
        spinning = false
        // The screen is closed: nobody is left to draw the reply.
        guard let view else { return }
        switch outcome {
        case .success(let list):
            items = list
            appliedAt = clock.now()
            view.reloadList()
        case .failure(let error):
            view.handleApiError(error: error)
        }
        view.hideLoading()
    }
}
