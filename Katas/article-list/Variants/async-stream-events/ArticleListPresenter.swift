// An alternative presenter: every load's outcome is yielded into an AsyncStream, with the load's
// number; one task, started at the first load, applies the outcomes in order, holding the
// presenter weakly between them. The header's age is an enum of the wording's cases.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct Outcome: Sendable {
        let load: Int
        let result: Result<[Article], Error>
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private(set) var items: [Article] = []
    private var loads = 0
    private let outcomes: AsyncStream<Outcome>
    private let sink: AsyncStream<Outcome>.Continuation
    private var listening = false
    private let clock: ArticleClock
    private var appliedAt: Date?

    /// How old the articles on screen are, in the header's words.
    private enum Age {
        case fresh
        case minutes(Int)
        case hours(Int)

        init(seconds: TimeInterval) {
            let minutes = Int((seconds / 60).rounded(.towardZero))
            self = minutes < 1 ? .fresh : minutes < 60 ? .minutes(minutes) : .hours(minutes / 60)
        }

        var text: String {
            switch self {
            case .fresh: return "Updated just now"
            case .minutes(let count): return "Updated \(count) \(count == 1 ? "minute" : "minutes") ago"
            case .hours(let count): return "Updated \(count) \(count == 1 ? "hour" : "hours") ago"
            }
        }
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
        (outcomes, sink) = AsyncStream.makeStream(of: Outcome.self)
    }

    func onViewDidLoad() { load(refresh: false) }
    func refresh() { load(refresh: true) }

    var lastUpdated: String? {
        appliedAt.map { Age(seconds: clock.now().timeIntervalSince($0)).text }
    }

    private func load(refresh: Bool) {
        listen()
        loads += 1
        let load = loads
        view?.showLoading()
        let articles = self.articles
        let sink = self.sink
        Task {
            do {
                sink.yield(Outcome(load: load, result: .success(try await articles.latest(refresh: refresh))))
            } catch {
                sink.yield(Outcome(load: load, result: .failure(error)))
            }
        }
    }

    private func listen() {
        guard !listening else { return }
        listening = true
        let outcomes = self.outcomes
        Task { [weak self] in
            for await outcome in outcomes {
                self?.apply(outcome)
            }
        }
    }

    private func apply(_ outcome: Outcome) {
        guard outcome.load == loads else { return }
        switch outcome.result {
        case .success(let loaded):
            appliedAt = clock.now()
            items = loaded
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
