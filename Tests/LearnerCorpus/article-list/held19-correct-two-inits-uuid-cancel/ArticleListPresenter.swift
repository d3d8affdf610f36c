// The article list's presenter. Foundation only.
//
// Style: every load gets a UUID and a task; starting a load cancels the one before it, and a reply
// is applied only while its UUID is still the current load's (cancelling alone would not do: a
// repository may answer anyway). The indicator is shown once per run of overlapping loads.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?

    /// The load whose reply counts, and its task; nil when no load is in flight.
    private var current: (id: UUID, task: Task<Void, Never>)?

    /// The app's composition root: the system's clock.
    convenience init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.init(view: view, articles: articles, clock: SystemClock())
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    func onViewDidLoad() {
        load(refresh: false)
    }

    func refresh() {
        load(refresh: true)
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = max(0, Int((clock.now().timeIntervalSince(updatedAt) / 60).rounded(.down)))
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }
}

// MARK: - Loading

extension ArticleListPresenter {
    private enum Outcome {
        case loaded([Article])
        case failed(Error)
    }

    private func load(refresh: Bool) {
        let id = UUID()
        if let previous = current {
            previous.task.cancel()  // the indicator is already showing
        } else {
            view?.showLoading()
        }
        let repository = articles
        let task = Task { [weak self] in
            let outcome: Outcome
            do {
                outcome = .loaded(try await repository.latest(refresh: refresh))
            } catch {
                outcome = .failed(error)
            }
            self?.finish(id, with: outcome)
        }
        // A repository that answers without suspending may already have finished this load, but
        // only once the task runs, which is after this line: the task inherits the main actor.
        current = (id, task)
    }

    private func finish(_ id: UUID, with outcome: Outcome) {
        guard current?.id == id else { return }  // an older load's reply
        current = nil
        switch outcome {
        case .loaded(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.reloadList()
        case .failed(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
