// Article list presenter with an explicit phase: idle, or loading a numbered request.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum Phase: Equatable {
        case idle
        case loading(request: Int)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var phase = Phase.idle
    private var requestsMade = 0

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
        requestsMade += 1
        let request = requestsMade
        if phase == .idle {
            view?.showLoading()
        }
        phase = .loading(request: request)
        let repository = articles
        Task { [weak self] in
            do {
                let list = try await repository.latest(refresh: refresh)
                self?.succeeded(request, list)
            } catch {
                self?.failed(request, error)
            }
        }
    }

    private func succeeded(_ request: Int, _ list: [Article]) {
        guard phase == .loading(request: request) else { return }
        phase = .idle
        items = list
        view?.reloadList()
        view?.hideLoading()
    }

    private func failed(_ request: Int, _ error: Error) {
        guard phase == .loading(request: request) else { return }
        phase = .idle
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}
