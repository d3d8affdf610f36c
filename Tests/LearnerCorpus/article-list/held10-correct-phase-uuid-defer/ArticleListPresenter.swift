// A state-enum presenter: `items` is read-only and computed from the content on screen; the load
// in flight is a phase carrying its id, so a reply whose id is not the phase's is an older one and
// changes nothing. The tasks are never cancelled. The list is reloaded before the spinner goes.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct Content {
        var articles: [Article] = []
        var appliedAt: Date?
    }

    private enum Phase: Equatable {
        case idle
        case loading(UUID)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var content = Content()
    private var phase = Phase.idle

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var items: [Article] { content.articles }

    var lastUpdated: String? {
        guard let appliedAt = content.appliedAt else { return nil }
        let seconds = Int(clock.now().timeIntervalSince(appliedAt))
        let minutes = seconds / 60
        let hours = minutes / 60
        switch (hours, minutes) {
        case (0, 0): return "Updated just now"
        case (0, 1): return "Updated 1 minute ago"
        case (0, _): return "Updated \(minutes) minutes ago"
        case (1, _): return "Updated 1 hour ago"
        default: return "Updated \(hours) hours ago"
        }
    }

    func onViewDidLoad() { begin(refresh: false) }

    func refresh() { begin(refresh: true) }

    private func begin(refresh: Bool) {
        let id = UUID()
        let wasIdle = phase == .idle
        phase = .loading(id)
        if wasIdle { view?.showLoading() }
        let articles = self.articles
        Task { [weak self] in
            do {
                let fresh = try await articles.latest(refresh: refresh)
                self?.succeeded(id, fresh)
            } catch {
                self?.failed(id, error)
            }
        }
    }

    private func succeeded(_ id: UUID, _ fresh: [Article]) {
        guard phase == .loading(id) else { return }
        phase = .idle
        content = Content(articles: fresh, appliedAt: clock.now())
        view?.reloadList()
        view?.hideLoading()
    }

    private func failed(_ id: UUID, _ error: Error) {
        guard phase == .loading(id) else { return }
        phase = .idle
        defer { view?.hideLoading() }
        view?.handleApiError(error: error)
    }
}
