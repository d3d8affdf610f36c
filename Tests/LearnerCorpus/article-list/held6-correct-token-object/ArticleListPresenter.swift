import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    /// One load; the latest one is compared by identity, so no counter can wrap or be reset.
    private final class Load {}

    private enum Phase {
        case idle
        case loading(Load)
    }

    private weak var view: (any ArticleListViewProtocol)?
    private let articles: any ArticleRepository
    private let clock: any ArticleClock
    private var phase = Phase.idle
    private var latest: Load?
    private var appliedAt: Date?
    private(set) var items: [Article] = []

    init(view: any ArticleListViewProtocol, articles: any ArticleRepository, clock: any ArticleClock = SystemClock()) {
        (self.view, self.articles, self.clock) = (view, articles, clock)
    }

    var lastUpdated: String? {
        appliedAt.map { Self.text(minutes: Int(clock.now().timeIntervalSince($0)) / 60) }
    }

    private static func text(minutes: Int) -> String {
        guard minutes >= 1 else { return "Updated just now" }
        guard minutes >= 60 else { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func refresh() { begin(askingPastCache: true) }

    func onViewDidLoad() { begin(askingPastCache: false) }

    private func begin(askingPastCache: Bool) {
        let load = Load()
        if case .idle = phase { view?.showLoading() }
        phase = .loading(load)
        latest = load
        Task { [weak self, articles] in
            do {
                let fresh = try await articles.latest(refresh: askingPastCache)
                self?.end(load) { $0.apply(fresh) }
            } catch {
                self?.end(load) { $0.view?.handleApiError(error: error) }
            }
        }
    }

    private func end(_ load: Load, _ effect: (ArticleListPresenter) -> Void) {
        guard load === latest else { return }
        latest = nil
        phase = .idle
        effect(self)
        view?.hideLoading()
    }

    private func apply(_ fresh: [Article]) {
        items = fresh
        appliedAt = clock.now()
        view?.reloadList()
    }
}
