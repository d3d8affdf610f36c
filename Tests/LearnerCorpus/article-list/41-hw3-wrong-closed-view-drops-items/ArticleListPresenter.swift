// A learner who stops handling a reply once the screen is closed.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    /// The load whose reply counts; nil when none is in flight.
    private var latestLoad: UUID?

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
    }

    func onViewDidLoad() {
        startLoad(refresh: false)
    }

    func refresh() {
        startLoad(refresh: true)
    }

    private func startLoad(refresh: Bool) {
        let load = UUID()
        let indicatorShowing = latestLoad != nil
        latestLoad = load
        if !indicatorShowing { view?.showLoading() }
        let articles = articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.finish(load, with: outcome)
            }
        }
    }

    private func finish(_ load: UUID, with outcome: Result<[Article], Error>) {
        guard load == latestLoad else { return }  // a newer load replaced this one
        latestLoad = nil
        guard let view else { return }  // the screen is closed: nobody to show it to
        switch outcome {
        case .success(let fresh):
            items = fresh
            view.reloadList()
        case .failure(let error):
            view.handleApiError(error: error)
        }
        view.hideLoading()
    }
}
