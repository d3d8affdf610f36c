// The article list's presenter: the view, the articles and the clock come in through init.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updated: Date?
    private var generation = 0
    /// Requests that have not answered yet: the spinner shows while there is any.
    private var inFlight = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updated else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updated) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case ..<60: return "Updated \(minutes) minutes ago"
        case ..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        generation += 1
        let generation = self.generation
        if inFlight == 0 {
            view?.showLoading()         // once: a second request keeps the same spinner
        }
        inFlight += 1
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.requestEnded(generation, result)
        }
    }

    private func requestEnded(_ generation: Int, _ result: Result<[Article], Error>) {
        inFlight -= 1
        if generation == self.generation {
            switch result {
            case .success(let loaded):
                items = loaded
                updated = clock.now()
                view?.reloadList()
            case .failure(let error):
                view?.handleApiError(error: error)
            }
        }
        if inFlight == 0 {
            view?.hideLoading()         // the last request is done
        }
    }
}
