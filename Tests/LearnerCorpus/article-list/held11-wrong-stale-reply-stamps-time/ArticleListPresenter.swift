import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum Phase {
        case idle
        case loading(request: Int)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    /// When the server last sent us articles: what the header counts from.
    private var lastServerArticles: Date?
    private var phase = Phase.idle
    private var requestCount = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        lastServerArticles.map { Self.header(since: $0, now: clock.now()) }
    }

    func onViewDidLoad() {
        begin(refresh: false)
    }

    func refresh() {
        begin(refresh: true)
    }

    private func begin(refresh: Bool) {
        requestCount += 1
        let request = requestCount
        if case .idle = phase {
            view?.showLoading()
        }
        phase = .loading(request: request)
        let articles = self.articles
        Task { @MainActor [weak self] in
            do {
                let fresh = try await articles.latest(refresh: refresh)
                self?.received(fresh, for: request)
            } catch {
                self?.failed(error, for: request)
            }
        }
    }

    private func isLatest(_ request: Int) -> Bool {
        if case .loading(let latest) = phase { return latest == request }
        return false
    }

    private func received(_ fresh: [Article], for request: Int) {
        lastServerArticles = clock.now()
        guard isLatest(request) else { return }
        phase = .idle
        items = fresh
        view?.reloadList()
        view?.hideLoading()
    }

    private func failed(_ error: Error, for request: Int) {
        guard isLatest(request) else { return }
        phase = .idle
        view?.handleApiError(error: error)
        view?.hideLoading()
    }

    private static func header(since moment: Date, now: Date) -> String {
        let minutes = Int(now.timeIntervalSince(moment) / 60)
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }
}
