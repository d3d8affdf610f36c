// The article list's presenter: a Task per load.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        let articles = self.articles
        view?.showLoading()
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.finish(with: .success(loaded))
            } catch {
                self?.finish(with: .failure(error))
            }
        }
    }

    private func finish(with result: Result<[Article], Error>) {
        switch result {
        case .success(let loaded):
            items = loaded
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
