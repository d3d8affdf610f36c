// The article list's presenter.
//
// Each load runs in a detached task that asks the repository off the main actor and comes back
// with MainActor.run. Starting a load cancels the one before it; a cancelled load drops its reply
// when it comes back, whether or not the repository heeded the cancellation. Every load shows
// the loading indicator (showing it again while it spins is harmless).
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private(set) var items: [Article] = []

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var currentLoad: Task<Void, Never>?
    private var articlesArrivedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let arrived = articlesArrivedAt else { return nil }
        let elapsedMinutes = Int((clock.now().timeIntervalSince(arrived) / 60).rounded(.down))
        if elapsedMinutes < 1 { return "Updated just now" }
        if elapsedMinutes < 60 {
            return elapsedMinutes == 1 ? "Updated 1 minute ago" : "Updated \(elapsedMinutes) minutes ago"
        }
        let hours = elapsedMinutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }

    func onViewDidLoad() {
        startLoad(refresh: false)
    }

    func refresh() {
        startLoad(refresh: true)
    }

    private func startLoad(refresh: Bool) {
        currentLoad?.cancel()
        view?.showLoading()
        let articles = self.articles
        currentLoad = Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                // Cancelled means a newer load started: this reply is old news.
                guard !Task.isCancelled else { return }
                self?.settle(outcome)
            }
        }
    }

    private func settle(_ outcome: Result<[Article], Error>) {
        currentLoad = nil
        switch outcome {
        case .success(let fresh):
            items = fresh
            articlesArrivedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
