// The article list's presenter. Each load runs in a detached task that knows only the repository,
// and comes back to the main actor with MainActor.run; a load number decides whether its reply is
// still wanted. The header's text is worked out from the injected clock whenever it is read.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var latestLoad = 0
    private var isLoading = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        updatedAt.map { HeaderText.updated(since: $0, now: clock.now()) }
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    // MARK: - Loading

    private func load(refresh: Bool) {
        latestLoad += 1
        let load = latestLoad
        if !isLoading {
            view?.showLoading()
        }
        isLoading = true
        let repository = articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await repository.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.apply(outcome, of: load)
            }
        }
    }

    private func apply(_ outcome: Result<[Article], Error>, of load: Int) {
        guard load == latestLoad else { return }   // a newer load has started: this reply is old
        isLoading = false
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

/// The header's wording, in whole minutes and then whole hours, rounded down.
private enum HeaderText {
    static func updated(since moment: Date, now: Date) -> String {
        let minutes = max(0, Int((now.timeIntervalSince(moment) / 60).rounded(.down)))
        switch minutes {
        case 0:
            return "Updated just now"
        case 1:
            return "Updated 1 minute ago"
        case 2..<60:
            return "Updated \(minutes) minutes ago"
        default:
            let hours = minutes / 60
            return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
        }
    }
}
