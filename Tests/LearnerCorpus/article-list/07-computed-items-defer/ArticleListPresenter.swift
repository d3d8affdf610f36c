// Article list presenter: a read-only computed `items`, a `defer` that hides the spinner once,
// and a spinner shown only when it is not already showing.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private var shown: [Article] = []
    private var current = 0
    private var isLoading = false

    var items: [Article] { shown }

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        current += 1
        let id = current
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = articles
        Task { [weak self] in
            var loaded: [Article]?
            var failure: Error?
            do {
                loaded = try await articles.latest(refresh: refresh)
            } catch {
                failure = error
            }
            guard let self, self.current == id else { return }
            defer {
                self.isLoading = false
                self.view?.hideLoading()
            }
            if let loaded {
                self.shown = loaded
                self.view?.reloadList()
            } else if let failure {
                self.view?.handleApiError(error: failure)
            }
        }
    }
}
