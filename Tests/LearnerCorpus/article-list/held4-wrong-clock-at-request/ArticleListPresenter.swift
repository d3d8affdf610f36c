// The article list's presenter: async/await in a main-actor task, with a request id per load.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct Request: Equatable {
        let id: UUID
        let startedAt: Date
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var updated: Date?
    private var latest: Request?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        updated.map { Self.describe(age: clock.now().timeIntervalSince($0)) }
    }

    func onViewDidLoad() { begin(refresh: false) }

    func refresh() { begin(refresh: true) }

    private func begin(refresh: Bool) {
        let request = Request(id: UUID(), startedAt: clock.now())
        let alreadyLoading = latest != nil
        latest = request
        if !alreadyLoading { view?.showLoading() }
        let articles = self.articles
        Task { [weak self] in
            do {
                let list = try await articles.latest(refresh: refresh)
                self?.complete(request, with: .success(list))
            } catch {
                self?.complete(request, with: .failure(error))
            }
        }
    }

    private func complete(_ request: Request, with outcome: Result<[Article], Error>) {
        guard request == latest else { return }
        latest = nil
        switch outcome {
        case .success(let list):
            items = list
            // The list is as fresh as the moment we asked for it.
            updated = request.startedAt
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
        }
        view?.hideLoading()
    }

    private static func describe(age: TimeInterval) -> String {
        let minutes = Int((age / 60).rounded(.down))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return "Updated \(minutes) \(minutes == 1 ? "minute" : "minutes") ago" }
        let hours = minutes / 60
        return "Updated \(hours) \(hours == 1 ? "hour" : "hours") ago"
    }
}
