import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var generation = 0
    private var loading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { fetch(refresh: false) }

    func refresh() { fetch(refresh: true) }

    private func fetch(refresh: Bool) {
        generation += 1
        let mine = generation
        if !loading {
            loading = true
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            do {
                let fresh = try await articles.latest(refresh: refresh)
                guard let self, mine == self.generation else { return }   // an older load: drop it
                self.loading = false
                self.items = fresh
                self.view?.reloadList()
                self.view?.hideLoading()
            } catch {
                guard let self else { return }
                self.loading = false
                self.view?.handleApiError(error: error)
                self.view?.hideLoading()
            }
        }
    }
}
