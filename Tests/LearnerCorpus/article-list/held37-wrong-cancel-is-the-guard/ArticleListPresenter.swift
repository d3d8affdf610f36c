// The article list's presenter: built with its view, its repository and its clock; loads when
// the screen says so.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    /// The load in flight; a newer load cancels it, so its reply never lands.
    private var current: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        return Self.header(minutes: Int(clock.now().timeIntervalSince(updatedAt) / 60))
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        current?.cancel()
        let articles = self.articles
        view?.showLoading()
        current = Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded)
            } catch is CancellationError {
                // A newer load took over: this one ends silently.
            } catch {
                self?.fail(error)
            }
        }
    }

    private func show(_ loaded: [Article]) {
        items = loaded
        updatedAt = clock.now()
        view?.reloadList()
        view?.hideLoading()
    }

    private func fail(_ error: Error) {
        view?.handleApiError(error: error)
        view?.hideLoading()
    }

    private static func header(minutes: Int) -> String {
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }
}
