import Foundation

/// How long ago the list was updated, in the header's words.
private enum UpdateAge: CustomStringConvertible {
    case justNow
    case minutes(Int)
    case hours(Int)

    init(seconds: TimeInterval) {
        let minutes = Int(floor(seconds / 60))
        if minutes < 1 {
            self = .justNow
        } else if minutes < 60 {
            self = .minutes(minutes)
        } else {
            self = .hours(minutes / 60)
        }
    }

    var description: String {
        switch self {
        case .justNow: return "Updated just now"
        case .minutes(let count): return "Updated \(count) \(count == 1 ? "minute" : "minutes") ago"
        case .hours(let count): return "Updated \(count) \(count == 1 ? "hour" : "hours") ago"
        }
    }
}

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum LoadState {
        case idle
        case loading(UUID)
    }

    private(set) var items: [Article] = []
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var state = LoadState.idle
    private var appliedAt: Date?

    /// The app's composition root: the system clock.
    convenience init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.init(view: view, articles: articles, clock: SystemClock())
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        appliedAt.map { UpdateAge(seconds: clock.now().timeIntervalSince($0)).description }
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        let id = UUID()
        state = .loading(id)
        view?.showLoading()
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

    private func complete(_ id: UUID, with outcome: Result<[Article], Error>) {
        guard case .loading(let current) = state, current == id else { return }
        state = .idle
        view?.hideLoading()
        switch outcome {
        case .success(let articles):
            items = articles
            appliedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
    }
}
