// An alternative presenter: one Task per load, kept so the next load cancels it; a cancelled
// load's reply is dropped after the await, and the task reaches the presenter weakly.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: (any ArticleListViewProtocol)?
    private let repository: any ArticleRepository
    private(set) var items: [Article] = []
    private var current: Task<Void, Never>?

    init(view: any ArticleListViewProtocol, articles: any ArticleRepository) {
        self.view = view
        repository = articles
    }

    func onViewDidLoad() { start(refresh: false) }
    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        current?.cancel()
        view?.showLoading()
        let repository = self.repository
        current = Task { [weak self] in
            let outcome: Result<[Article], Error>
            do { outcome = .success(try await repository.latest(refresh: refresh)) } catch { outcome = .failure(error) }
            guard !Task.isCancelled else { return }
            self?.finish(with: outcome)
        }
    }

    private func finish(with outcome: Result<[Article], Error>) {
        current = nil
        switch outcome {
        case .success(let articles):
            items = articles
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
