import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum LoadState {
        case idle
        case loading(LoadID)
    }

    private struct LoadID: Equatable {
        let value = UUID()
    }

    private(set) var items: [Article] = []
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private var state = LoadState.idle

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        let id = LoadID()
        state = .loading(id)
        view?.showLoading()   // again on an overlapping load: the indicator is showing anyway
        let repository = articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await repository.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            guard let presenter = self else { return }
            await MainActor.run {
                presenter.complete(id, with: outcome)
            }
        }
    }

    private func complete(_ id: LoadID, with outcome: Result<[Article], Error>) {
        guard case .loading(let current) = state, current == id else { return }
        state = .idle
        view?.hideLoading()
        switch outcome {
        case .success(let articles):
            items = articles
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
    }
}
