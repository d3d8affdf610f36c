// Article list presenter. Each load gets a token; async let fetches, the latest token wins.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: (any ArticleListViewProtocol)?
    private let articles: any ArticleRepository
    private(set) var items: [Article] = []
    private var currentToken: UUID?

    init(view: any ArticleListViewProtocol, articles: any ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        let token = UUID()
        currentToken = token
        view?.showLoading()
        let articles = articles
        Task { [weak self] in
            async let reply = articles.latest(refresh: refresh)
            let outcome: Result<[Article], any Error>
            do {
                outcome = .success(try await reply)
            } catch {
                outcome = .failure(error)
            }
            guard let self, self.currentToken == token else { return }
            self.currentToken = nil
            switch outcome {
            case .success(let fresh):
                self.items = fresh
                self.view?.reloadList()
                self.view?.hideLoading()
            case .failure(let error):
                self.view?.hideLoading()
                self.view?.handleApiError(error: error)
            }
        }
    }
}
