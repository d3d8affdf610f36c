import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var currentLoad: UUID?

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        load(forceRefresh: false)
    }

    func refresh() {
        load(forceRefresh: true)
    }

    private func load(forceRefresh: Bool) {
        let id = UUID()
        let alreadyLoading = currentLoad != nil
        currentLoad = id
        if !alreadyLoading { view?.showLoading() }
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: forceRefresh))
            } catch {
                result = .failure(error)
            }
            self?.handle(result, of: id)
        }
    }

    private func handle(_ result: Result<[Article], Error>, of id: UUID) {
        // Nothing to do once the screen is gone, or for a load that was replaced.
        guard id == currentLoad, let view else { return }
        currentLoad = nil
        switch result {
        case .success(let fresh):
            items = fresh
            view.reloadList()
        case .failure(let error):
            view.handleApiError(error: error)
        }
        view.hideLoading()
    }
}
