// The article list's presenter: built with a view and a repository, loads when the screen asks.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []

    /// Bumped by every load; a reply counts only when its load is still the latest.
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
        latestLoad += 1
        let load = latestLoad
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.finish(load, with: .success(loaded))
            } catch {
                self?.finish(load, with: .failure(error))
            }
        }
    }

    private func finish(_ load: Int, with outcome: Result<[Article], Error>) {
        guard load == latestLoad else { return }
        isLoading = false
        switch outcome {
        case .success(let loaded):
            items = loaded
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
