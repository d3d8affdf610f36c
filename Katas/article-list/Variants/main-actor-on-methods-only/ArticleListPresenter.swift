// A mistake in another style: the methods are @MainActor one by one and the conformance is in an
// extension, so the class itself is not main-actor isolated and its items can be read from any
// thread.
import Foundation

final class ArticleListPresenter {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var latestLoad = 0
    private let clock: any ArticleClock
    private var updatedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int(clock.now().timeIntervalSince(updatedAt) / 60)
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    @MainActor func onViewDidLoad() { load(refresh: false) }
    @MainActor func refresh() { load(refresh: true) }

    @MainActor private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        let articles = self.articles
        view?.showLoading()
        Task { [weak self] in
            do {
                let loaded = try await articles.latest(refresh: refresh)
                self?.show(loaded, from: load)
            } catch {
                self?.fail(error, from: load)
            }
        }
    }

    @MainActor private func show(_ loaded: [Article], from load: Int) {
        guard load == latestLoad else { return }
        updatedAt = clock.now()
        items = loaded
        view?.reloadList()
        view?.hideLoading()
    }

    @MainActor private func fail(_ error: Error, from load: Int) {
        guard load == latestLoad else { return }
        view?.handleApiError(error: error)
        view?.hideLoading()
    }
}

extension ArticleListPresenter: ArticleListPresenterProtocol {}
