// The article list's presenter. The request runs in a detached task that holds only the
// repository; its reply comes back to the main actor, where the presenter (if it still exists)
// checks that it is the reply of the load it is waiting for.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum Phase {
        case idle
        case loading(UUID)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var phase: Phase = .idle
    private var appliedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        appliedAt.map { Self.header(elapsed: clock.now().timeIntervalSince($0)) }
    }

    func onViewDidLoad() {
        start(refresh: false)
    }

    func refresh() {
        start(refresh: true)
    }

    // MARK: - Loading

    private func start(refresh: Bool) {
        let id = UUID()
        if case .idle = phase {
            view?.showLoading()      // already showing when a load is in flight
        }
        phase = .loading(id)

        let articles = self.articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.complete(id, outcome)
            }
        }
    }

    private func complete(_ id: UUID, _ outcome: Result<[Article], Error>) {
        guard case .loading(let awaited) = phase, awaited == id else { return }
        phase = .idle
        if case .success(let loaded) = outcome {
            items = loaded
            appliedAt = clock.now()
            view?.reloadList()
        }
        if case .failure(let error) = outcome {
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }

    // MARK: - Header

    private static func header(elapsed: TimeInterval) -> String {
        let minutes = Int((max(elapsed, 0) / 60).rounded(.down))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }
}
