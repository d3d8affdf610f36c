// The article list's presenter as a thin main-actor facade over an actor that owns the loading:
// the actor talks to the repository, keeps which loads are in flight and which is the newest it
// has seen, and says whether a reply is still wanted. The facade numbers each load the moment it
// is asked for (on the main actor, so no later hop can reorder them), keeps what the view reads
// (`items`, the moment of the update), and talks to the view.
import Foundation

/// What a load came back with.
enum ArticleLoadOutcome: Sendable {
    case articles([Article])
    case failed(Error)
    /// A newer load had already been started when this one answered.
    case superseded
}

/// Owns the requests: the repository, the loads in flight, the newest load number.
actor ArticleLoader {
    private let repository: ArticleRepository
    private var inFlight: Set<Int> = []
    private var newest = 0

    init(repository: ArticleRepository) {
        self.repository = repository
    }

    func load(number: Int, refresh: Bool) async -> ArticleLoadOutcome {
        newest = max(newest, number)
        inFlight.insert(number)
        defer { inFlight.remove(number) }
        let outcome: ArticleLoadOutcome
        do {
            outcome = .articles(try await repository.latest(refresh: refresh))
        } catch {
            outcome = .failed(error)
        }
        // The actor is reentrant: while this load waited, newer ones may have started.
        return number < newest ? .superseded : outcome
    }
}

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let loader: ArticleLoader
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var issued = 0

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.loader = ArticleLoader(repository: articles)
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let seconds = clock.now().timeIntervalSince(updatedAt)
        let minutes = Int((seconds / 60).rounded(.down))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return "Updated \(minutes) \(minutes == 1 ? "minute" : "minutes") ago" }
        let hours = minutes / 60
        return "Updated \(hours) \(hours == 1 ? "hour" : "hours") ago"
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        issued += 1
        let number = issued
        // Every load shows the indicator, also one started while another is in flight.
        view?.showLoading()
        let loader = self.loader
        Task { [weak self] in
            let outcome = await loader.load(number: number, refresh: refresh)
            self?.finish(number, outcome)
        }
    }

    private func finish(_ number: Int, _ outcome: ArticleLoadOutcome) {
        // The actor's "newest" can lag behind a load the facade has just issued: ask both.
        guard number == issued else { return }
        switch outcome {
        case .superseded:
            return
        case .articles(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failed(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}
