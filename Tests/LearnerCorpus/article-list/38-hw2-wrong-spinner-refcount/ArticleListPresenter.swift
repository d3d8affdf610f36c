import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []

    private var latestRequest = 0
    /// Loads whose reply has not come yet; the spinner shows while there is any.
    private var pendingLoads = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        begin(refresh: false)
    }

    func refresh() {
        begin(refresh: true)
    }

    private func begin(refresh: Bool) {
        latestRequest += 1
        let request = latestRequest
        pendingLoads += 1
        if pendingLoads == 1 {
            view?.showLoading()
        }
        let articles = self.articles
        Task { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await articles.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            self?.end(request, result)
        }
    }

    private func end(_ request: Int, _ result: Result<[Article], Error>) {
        pendingLoads -= 1
        if request == latestRequest {
            switch result {
            case .success(let fresh):
                items = fresh
                view?.reloadList()
            case .failure(let error):
                view?.handleApiError(error: error)
            }
        }
        if pendingLoads == 0 {
            view?.hideLoading()
        }
    }
}
