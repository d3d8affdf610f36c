// An alternative presenter: one enum for the screen's state (idle, loading with its token, shown),
// the articles derived from it; showLoading() only when no load is showing it already.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum State {
        case idle
        case loading(token: Int, shown: [Article])
        case shown([Article])
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private var state = State.idle
    private var tokens = 0

    var items: [Article] {
        switch state {
        case .idle: return []
        case .loading(_, let shown), .shown(let shown): return shown
        }
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { begin(refresh: false) }
    func refresh() { begin(refresh: true) }

    private func begin(refresh: Bool) {
        tokens += 1
        let token = tokens
        if case .loading = state {} else { view?.showLoading() }
        state = .loading(token: token, shown: items)
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
            state = .shown(loaded)
            view?.reloadList()
        case .failure(let error):
            state = .shown(shown)
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
