// Article list presenter: explicit @MainActor task, `guard let self` only after the await.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: (any ArticleListViewProtocol)?
    private let articles: any ArticleRepository
    private(set) var items: [Article] = []
    private var latest: Int = 0

    init(view: any ArticleListViewProtocol, articles: any ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        startLoading(refresh: false)
    }

    func refresh() {
        startLoading(refresh: true)
    }

    private func startLoading(refresh: Bool) {
        latest &+= 1
        let number = latest
        let repository = articles
        view?.showLoading()
        Task { @MainActor [weak self] in
            let outcome = await Self.outcome(of: repository, refresh: refresh)
            guard let self else { return }
            guard number == self.latest else { return }
            self.view?.hideLoading()
            switch outcome {
            case .success(let articles):
                self.items = articles
                self.view?.reloadList()
            case .failure(let error):
                self.view?.handleApiError(error: error)
            }
        }
    }

    private static func outcome(
        of repository: any ArticleRepository, refresh: Bool
    ) async -> Result<[Article], any Error> {
        do {
            return .success(try await repository.latest(refresh: refresh))
        } catch {
            return .failure(error)
        }
    }
}
