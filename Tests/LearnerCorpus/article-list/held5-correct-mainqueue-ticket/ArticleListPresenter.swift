// The article list's presenter: a ticket value type, a detached request and DispatchQueue.main back.
import Foundation

/// Which load a reply belongs to.
struct LoadTicket: Equatable, Sendable {
    let number: Int
    let refresh: Bool
}

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var latest: LoadTicket?
    private var inFlight = false
    private var counter = 0
    private var appliedAt: Date?
    private var running: Task<Void, Never>?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    convenience init(view: ArticleListViewProtocol, articles: ArticleRepository) {
        self.init(view: view, articles: articles, clock: SystemClock())
    }

    var lastUpdated: String? {
        guard let appliedAt else { return nil }
        let elapsed = clock.now().timeIntervalSince(appliedAt)
        guard elapsed >= 60 else { return "Updated just now" }
        let minutes = Int(elapsed) / 60
        if minutes < 60 {
            return "Updated \(minutes) \(minutes == 1 ? "minute" : "minutes") ago"
        }
        let hours = minutes / 60
        return "Updated \(hours) \(hours == 1 ? "hour" : "hours") ago"
    }

    func onViewDidLoad() { load(LoadTicket(number: next(), refresh: false)) }

    func refresh() { load(LoadTicket(number: next(), refresh: true)) }

    private func next() -> Int {
        counter += 1
        return counter
    }

    private func load(_ ticket: LoadTicket) {
        // Cancel the older request (allowed, not relied on: the ticket drops its reply anyway).
        running?.cancel()
        latest = ticket
        if !inFlight {
            inFlight = true
            view?.showLoading()
        }
        let repository = articles
        running = Task.detached { [weak self] in
            let outcome: Result<[Article], any Error>
            do {
                outcome = .success(try await repository.latest(refresh: ticket.refresh))
            } catch {
                outcome = .failure(error)
            }
            if Task.isCancelled { return }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.finish(ticket, with: outcome)
                }
            }
        }
    }

    private func finish(_ ticket: LoadTicket, with outcome: Result<[Article], any Error>) {
        guard ticket == latest else { return }
        latest = nil
        inFlight = false
        defer { view?.hideLoading() }
        switch outcome {
        case .success(let loaded):
            items = loaded
            appliedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
    }
}
