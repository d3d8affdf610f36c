import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var loadTask: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        startLoading(refresh: false)
    }

    func refresh() {
        startLoading(refresh: true)
    }

    private func startLoading(refresh: Bool) {
        let wasLoading = loadTask != nil
        // A newer load replaces the older one: cancel it so its reply never lands.
        loadTask?.cancel()
        if !wasLoading {
            view?.showLoading()
        }
        let articles = self.articles
        loadTask = Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded)
            } catch is CancellationError {
                return
            } catch {
                self?.show(error)
            }
        }
    }

    private func show(_ loaded: [Article]) {
        loadTask = nil
        items = loaded
        view?.reloadList()
        view?.hideLoading()
    }

    private func show(_ error: Error) {
        loadTask = nil
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
