// Article list presenter: one stored task; a new load cancels the old one, and a cancelled task
// drops its reply even if the repository answered anyway.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var loading: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        reload(bypassingCache: false)
    }

    func refresh() {
        reload(bypassingCache: true)
    }

    private func reload(bypassingCache: Bool) {
        loading?.cancel()
        view?.showLoading()
        let articles = articles
        loading = Task { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: bypassingCache))
            } catch {
                outcome = .failure(error)
            }
            if Task.isCancelled { return }
            self?.show(outcome)
        }
    }

    private func show(_ outcome: Result<[Article], Error>) {
        loading = nil
        defer { view?.hideLoading() }
        do {
            items = try outcome.get()
            view?.reloadList()
        } catch {
            view?.handleApiError(error: error)
        }
    }
}
