// The article list's presenter. Each load awaits the repository in a detached task and comes back
// to the main actor with `MainActor.run`; a load is identified by its number, and only the latest
// one's reply is applied.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updatedAt: Date?
    private var loadsStarted = 0
    /// The number of the latest load while it has not ended.
    private var loadInFlight: Int?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        let minutes = Int((clock.now().timeIntervalSince(updatedAt) / 60).rounded(.down))
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() { load(refresh: false) }

    func refresh() { load(refresh: true) }

    private func load(refresh: Bool) {
        loadsStarted += 1
        let number = loadsStarted
        if loadInFlight == nil { view?.showLoading() }
        loadInFlight = number
        let articles = self.articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.finish(load: number, with: outcome)
            }
        }
    }

    private func finish(load number: Int, with outcome: Result<[Article], Error>) {
        guard loadInFlight == number else { return }
        loadInFlight = nil
        view?.hideLoading()
        switch outcome {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
    }
}
