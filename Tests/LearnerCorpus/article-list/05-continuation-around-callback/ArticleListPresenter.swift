// Article list presenter: the request goes through a callback-style helper (as the old promise
// code did), wrapped in a checked continuation; replies are matched to the latest load.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var generation = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        generation += 1
        let mine = generation
        view?.showLoading()
        let articles = articles
        Task { [weak self] in
            let result = await withCheckedContinuation { continuation in
                Self.fetch(from: articles, refresh: refresh) { continuation.resume(returning: $0) }
            }
            self?.handle(result, of: mine)
        }
    }

    private func handle(_ result: Result<[Article], Error>, of load: Int) {
        guard load == generation else { return }
        switch result {
        case .success(let list):
            items = list
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }

    nonisolated private static func fetch(
        from articles: ArticleRepository,
        refresh: Bool,
        completion: @escaping @Sendable (Result<[Article], Error>) -> Void
    ) {
        Task {
            do {
                completion(.success(try await articles.latest(refresh: refresh)))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
