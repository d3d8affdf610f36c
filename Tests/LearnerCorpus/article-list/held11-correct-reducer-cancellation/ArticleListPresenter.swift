import Foundation

/// The article list's presenter, written as a small reducer: every event goes through `reduce`,
/// which changes the state and says what the view must be told. A newer load cancels the task of
/// the one before, and a cancelled task drops its reply, whatever the repository does with the
/// cancellation.
@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private struct State {
        var articles: [Article] = []
        var loadedAt: Date?
        var isLoading = false
    }

    private enum Event {
        case started
        case loaded([Article], at: Date)
        case failed(Error)
    }

    private enum Command {
        case showLoading
        case hideLoading
        case reloadList
        case showError(Error)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock
    private var state = State()
    private var request: Task<Void, Never>?

    var items: [Article] { state.articles }

    var lastUpdated: String? {
        guard let loadedAt = state.loadedAt else { return nil }
        return Self.updatedText(minutes: Int(floor(clock.now().timeIntervalSince(loadedAt) / 60)))
    }

    /// The app's composition root: the system clock.
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

    // MARK: - Loading

    private func load(refresh: Bool) {
        request?.cancel()
        send(.started)
        let articles = self.articles
        request = Task { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            // A newer load cancelled this one: its reply, success or failure, changes nothing.
            guard !Task.isCancelled, let self else { return }
            switch outcome {
            case .success(let loaded): self.send(.loaded(loaded, at: self.clock.now()))
            case .failure(let error): self.send(.failed(error))
            }
        }
    }

    private func send(_ event: Event) {
        for command in Self.reduce(&state, event) {
            switch command {
            case .showLoading: view?.showLoading()
            case .hideLoading: view?.hideLoading()
            case .reloadList: view?.reloadList()
            case .showError(let error): view?.handleApiError(error: error)
            }
        }
    }

    private static func reduce(_ state: inout State, _ event: Event) -> [Command] {
        switch event {
        case .started:
            let wasLoading = state.isLoading
            state.isLoading = true
            return wasLoading ? [] : [.showLoading]
        case .loaded(let articles, let moment):
            state.articles = articles
            state.loadedAt = moment
            state.isLoading = false
            return [.reloadList, .hideLoading]
        case .failed(let error):
            state.isLoading = false
            return [.showError(error), .hideLoading]
        }
    }

    private static func updatedText(minutes: Int) -> String {
        switch minutes {
        case ..<1: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2...59: return "Updated \(minutes) minutes ago"
        case 60...119: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }
}
