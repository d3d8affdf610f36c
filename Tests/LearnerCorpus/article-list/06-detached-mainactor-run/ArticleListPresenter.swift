// Article list presenter: the request runs in a detached task and hops back with MainActor.run.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var lastRequest = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        fetch(refresh: false)
    }

    func refresh() {
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        lastRequest += 1
        let request = lastRequest
        view?.showLoading()
        Task.detached { [weak self, articles] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.apply(result, request: request)
            }
        }
    }

    private func apply(_ result: Result<[Article], Error>, request: Int) {
        guard request == lastRequest else { return }
        if case .success(let list) = result {
            items = list
            view?.reloadList()
        } else if case .failure(let error) = result {
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
