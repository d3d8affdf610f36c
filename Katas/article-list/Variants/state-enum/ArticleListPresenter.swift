// An alternative presenter: one enum for the screen's state (idle, loading with its token, shown),
// the articles kept in step with it; showLoading() only when no load is showing it already. The moment
// of the update lives in the state too, beside the articles it dates.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    /// What the screen shows: the articles, and when they were applied (nil: no load has succeeded).
    private struct Shown {
        var articles: [Article] = []
        var at: Date?
    }

    private enum State {
        case idle
        case loading(token: Int, shown: Shown)
        case shown(Shown)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private var state = State.idle {
        didSet { items = shown.articles }
    }
    private var tokens = 0
    private let clock: any ArticleClock

    private var shown: Shown {
        switch state {
        case .idle: return Shown()
        case .loading(_, let shown), .shown(let shown): return shown
        }
    }

    private(set) var items: [Article] = []

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    func onViewDidLoad() { begin(refresh: false) }
    func refresh() { begin(refresh: true) }

    var lastUpdated: String? {
        guard let at = shown.at else { return nil }
        switch Int(clock.now().timeIntervalSince(at)) / 60 {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case let minutes where minutes < 60: return "Updated \(minutes) minutes ago"
        case let minutes where minutes < 120: return "Updated 1 hour ago"
        case let minutes: return "Updated \(minutes / 60) hours ago"
        }
    }

    private func begin(refresh: Bool) {
        tokens += 1
        let token = tokens
        if case .loading = state {} else { view?.showLoading() }
        state = .loading(token: token, shown: shown)
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do { result = .success(try await articles.latest(refresh: refresh)) } catch { result = .failure(error) }
            self?.end(token, result)
        }
    }

    private func end(_ token: Int, _ result: Result<[Article], Error>) {
        guard case .loading(let current, let shown) = state, current == token else { return }
        switch result {
        case .success(let loaded):
            state = .shown(Shown(articles: loaded, at: clock.now()))
            view?.reloadList()
        case .failure(let error):
            state = .shown(shown)
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
