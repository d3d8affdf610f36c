// The article list's presenter. It keeps a table of the requests in flight, keyed by a fresh id:
// starting a load cancels and forgets every older request, and a reply is applied only if its
// request is still in the table. The requests run detached from the main actor and come back
// with `MainActor.run`, holding the presenter weakly the whole time.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var appliedAt: Date?
    /// Requests in flight. Only the latest is ever kept here: an older one is removed (and
    /// cancelled) when a newer one starts, so an empty table means no load is in flight.
    private var requests: [UUID: Task<Void, Never>] = [:]

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let appliedAt else { return nil }
        let wholeMinutes = Int(floor(clock.now().timeIntervalSince(appliedAt) / 60))
        if wholeMinutes < 1 {
            return "Updated just now"
        } else if wholeMinutes < 60 {
            return wholeMinutes == 1 ? "Updated 1 minute ago" : "Updated \(wholeMinutes) minutes ago"
        } else {
            let wholeHours = wholeMinutes / 60
            return wholeHours == 1 ? "Updated 1 hour ago" : "Updated \(wholeHours) hours ago"
        }
    }

    func onViewDidLoad() {
        startRequest(refresh: false)
    }

    func refresh() {
        startRequest(refresh: true)
    }

    private func startRequest(refresh: Bool) {
        let alreadyLoading = !requests.isEmpty
        for older in requests.values {
            older.cancel()   // a courtesy to the repository; forgetting it below is what counts
        }
        requests.removeAll()
        if !alreadyLoading {
            view?.showLoading()
        }

        let id = UUID()
        let repository = articles
        requests[id] = Task.detached { [weak self] in
            let result: Result<[Article], Error>
            do {
                result = .success(try await repository.latest(refresh: refresh))
            } catch {
                result = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.complete(id, with: result)
            }
        }
    }

    private func complete(_ id: UUID, with result: Result<[Article], Error>) {
        guard requests.removeValue(forKey: id) != nil else { return }   // replaced by a newer load
        switch result {
        case .success(let loaded):
            items = loaded
            appliedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }
}
