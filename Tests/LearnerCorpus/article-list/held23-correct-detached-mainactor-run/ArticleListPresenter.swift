// The article list's presenter. Each request runs in a detached task, off the main actor, and
// comes back with MainActor.run. A newer load cancels the older task and takes over its number;
// the older task's reply, if the repository answers anyway, finds its number out of date and is
// dropped. The spinner is shown when a load starts with none in flight, and hidden when the
// newest load ends.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var loadsStarted = 0
    /// The newest load, while it has not ended.
    private var running: (number: Int, task: Task<Void, Never>)?

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

    func onViewDidLoad() { start(askingPastCache: false) }

    func refresh() { start(askingPastCache: true) }

    var lastUpdated: String? {
        updatedAt.map { Self.header(elapsed: clock.now().timeIntervalSince($0)) }
    }

    private static func header(elapsed seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded(.down))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return "Updated \(hours) hour\(hours == 1 ? "" : "s") ago"
    }

    private func start(askingPastCache refresh: Bool) {
        loadsStarted += 1
        let number = loadsStarted
        if let older = running {
            older.task.cancel()
        } else {
            view?.showLoading()
        }
        let repository = articles
        let task = Task.detached { [weak self] in
            let outcome: Result<[Article], any Error>
            do {
                outcome = .success(try await repository.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            guard !Task.isCancelled else { return }
            await MainActor.run { [weak self] in
                self?.finish(number, outcome)
            }
        }
        running = (number, task)
    }

    private func finish(_ number: Int, _ outcome: Result<[Article], any Error>) {
        guard running?.number == number else { return }
        running = nil
        switch outcome {
        case .success(let fresh):
            items = fresh
            updatedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
