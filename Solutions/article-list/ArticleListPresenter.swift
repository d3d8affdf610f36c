// Reference solution of the article-list kata: a presenter a test can construct. Foundation only.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    /// The number of the latest load: only its reply is shown.
    private var latestLoad = 0

    /// Stores its collaborators and does nothing else: loading starts at `onViewDidLoad()`.
    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { load(refresh: false) }
    func refresh() { load(refresh: true) }

    /// Starts a load. The task holds the repository, not the presenter: it comes back to the
    /// presenter weakly after the `await`, so a closed screen is freed before the reply.
    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        let articles = self.articles
        view?.showLoading()
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded, from: load)
            } catch {
                self?.fail(error, from: load)
            }
        }
    }

    private func show(_ loaded: [Article], from load: Int) {
        guard load == latestLoad else { return }
        items = loaded
        view?.reloadList()
        view?.hideLoading()
    }

    private func fail(_ error: Error, from load: Int) {
        guard load == latestLoad else { return }
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
