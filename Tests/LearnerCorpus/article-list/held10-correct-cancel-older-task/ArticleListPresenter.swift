// One task per load; a newer load cancels the older task, and a cancelled task drops its reply
// when it comes (the repository may ignore the cancellation). The spinner is shown once per run
// of overlapping loads: a load started while the latest is in flight does not show it again.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private(set) var items: [Article] = []

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var updatedAt: Date?
    private var current: Task<Void, Never>?
    private var isLoading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = max(0, Int(clock.now().timeIntervalSince(updatedAt) / 60))
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    private func load(refresh: Bool) {
        current?.cancel()
        if !isLoading {
            isLoading = true
            view?.showLoading()
        }
        let articles = self.articles
        current = Task { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.finish(outcome)
        }
    }

    private func finish(_ outcome: Result<[Article], Error>) {
        isLoading = false
        current = nil
        switch outcome {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
