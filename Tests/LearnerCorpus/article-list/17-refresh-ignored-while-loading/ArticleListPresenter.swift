// The article list's presenter: a Task per load, numbered; only the latest load's reply counts.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var latestLoad = 0
    private var isLoading = false

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
        guard !isLoading else { return }  // one request at a time
        isLoading = true
        latestLoad += 1
        let load = latestLoad
        let articles = self.articles
        view?.showLoading()
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.finish(load, with: .success(loaded))
            } catch {
                self?.finish(load, with: .failure(error))
            }
        }
    }

    private func finish(_ load: Int, with result: Result<[Article], Error>) {
        guard load == latestLoad else { return }
        isLoading = false
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
