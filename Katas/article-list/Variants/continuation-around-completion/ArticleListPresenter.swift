// An alternative presenter: the repository is adapted to a completion-handler call (as older code
// has it) and awaited again through a checked continuation resumed exactly once; the reply is
// matched to its request by a UUID. The header counts whole hours first, then whole minutes.
import Foundation

/// A completion-handler face over the async repository.
private struct CallbackArticles: Sendable {
    let repository: ArticleRepository

    func fetch(refresh: Bool, completion: @escaping @Sendable (Result<[Article], Error>) -> Void) {
        let repository = self.repository
        Task {
            do { completion(.success(try await repository.latest(refresh: refresh))) } catch { completion(.failure(error)) }
        }
    }
}

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let source: CallbackArticles
    private(set) var items: [Article] = []
    private var pending: UUID?
    private let clock: any ArticleClock
    private var lastLoad: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        source = CallbackArticles(repository: articles)
        self.clock = clock
    }

    func onViewDidLoad() { reload(refresh: false) }
    func refresh() { reload(refresh: true) }

    var lastUpdated: String? {
        guard let lastLoad else { return nil }
        let elapsed = clock.now().timeIntervalSince(lastLoad)
        let hours = Int(floor(elapsed / 3600))
        if hours >= 1 { return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago" }
        let minutes = Int(floor(elapsed / 60))
        if minutes >= 1 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        return "Updated just now"
    }

    private func reload(refresh: Bool) {
        let request = UUID()
        pending = request
        view?.showLoading()
        let source = self.source
        Task { [weak self] in
            let result = await withCheckedContinuation { (resumed: CheckedContinuation<Result<[Article], Error>, Never>) in
                source.fetch(refresh: refresh) { resumed.resume(returning: $0) }
            }
            guard let self, self.pending == request else { return }
            self.pending = nil
            self.view?.hideLoading()
            switch result {
            case .success(let loaded):
                self.items = loaded
                self.lastLoad = self.clock.now()
                self.view?.reloadList()
            case .failure(let error):
                self.view?.handleApiError(error: error)
            }
        }
    }
}
