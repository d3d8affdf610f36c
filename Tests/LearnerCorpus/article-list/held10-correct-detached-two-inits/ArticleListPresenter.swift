// Detached-task style: the request runs off the main actor and comes back through MainActor.run,
// the presenter taken strongly only after the await. A load number drops older replies. Every
// load says showLoading(), also one started while another is in flight; on the way out the
// spinner goes first, then the list or the error.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private(set) var items: [Article] = []

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var loadNumber = 0
    private var appliedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.view = view
        self.articles = articles
        self.clock = SystemClock()
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        appliedAt.map { Self.text(secondsAgo: clock.now().timeIntervalSince($0)) }
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        loadNumber += 1
        let number = loadNumber
        let articles = self.articles
        view?.showLoading()
        Task.detached { [weak self] in
            var loaded: [Article]?
            var failure: Error?
            do {
                loaded = try await articles.latest(refresh: refresh)
            } catch {
                failure = error
            }
            guard let presenter = self else { return }
            let result = loaded
            let error = failure
            await MainActor.run {
                presenter.end(number, loaded: result, error: error)
            }
        }
    }

    private func end(_ number: Int, loaded: [Article]?, error: Error?) {
        guard number == loadNumber else { return }
        view?.hideLoading()
        if let loaded {
            items = loaded
            appliedAt = clock.now()
            view?.reloadList()
        } else if let error {
            view?.handleApiError(error: error)
        }
    }

    private static func text(secondsAgo seconds: TimeInterval) -> String {
        let minutes = Int(seconds.rounded(.down)) / 60
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }
}
