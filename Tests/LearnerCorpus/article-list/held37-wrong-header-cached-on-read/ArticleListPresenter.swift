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
    /// The header's text, worked out at the first read after an update (the view reads it for
    /// every redraw of its header).
    private var headerText: String?
    private var loadID = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        if let headerText { return headerText }
        guard let updatedAt else { return nil }
        let text = Self.header(minutes: Int(clock.now().timeIntervalSince(updatedAt) / 60))
        headerText = text
        return text
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        loadID += 1
        let id = loadID
        let articles = self.articles
        view?.showLoading()
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded, for: id)
            } catch {
                self?.fail(error, for: id)
            }
        }
    }

    private func show(_ loaded: [Article], for id: Int) {
        guard id == loadID else { return }
        items = loaded
        updatedAt = clock.now()
        headerText = nil
        view?.reloadList()
        view?.hideLoading()
    }

    private func fail(_ error: Error, for id: Int) {
        guard id == loadID else { return }
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
