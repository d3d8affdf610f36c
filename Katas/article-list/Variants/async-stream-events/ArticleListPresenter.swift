// An alternative presenter: every load's outcome is yielded into an AsyncStream, with the load's
// number; one task, started at the first load, applies the outcomes in order, holding the
// presenter weakly between them.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct Outcome: Sendable {
        let load: Int
        let result: Result<[Article], Error>
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var loads = 0
    private let outcomes: AsyncStream<Outcome>
    private let sink: AsyncStream<Outcome>.Continuation
    private var listening = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
        (outcomes, sink) = AsyncStream.makeStream(of: Outcome.self)
    }

    func onViewDidLoad() { load(refresh: false) }
    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        listen()
        loads += 1
        let load = loads
        view?.showLoading()
        let articles = self.articles
        let sink = self.sink
        Task {
            do {
                sink.yield(Outcome(load: load, result: .success(try await articles.latest(refresh: refresh))))
            } catch {
                sink.yield(Outcome(load: load, result: .failure(error)))
            }
        }
    }

    private func listen() {
        guard !listening else { return }
        listening = true
        let outcomes = self.outcomes
        Task { [weak self] in
            for await outcome in outcomes {
                self?.apply(outcome)
            }
        }
    }

    private func apply(_ outcome: Outcome) {
        guard outcome.load == loads else { return }
        switch outcome.result {
        case .success(let loaded):
            items = loaded
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
