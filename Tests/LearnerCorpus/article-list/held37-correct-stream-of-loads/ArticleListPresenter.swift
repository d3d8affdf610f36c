// The article list's presenter. Loads are requests put on an `AsyncStream`; one consumer task,
// started by the first load (never by `init`), runs each request as a child of a task group, so
// overlapping loads each reach the repository at once. Replies come back to the presenter through
// a weak mailbox and count only when they answer the latest load.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    /// When the articles on screen were applied, by the injected clock.
    private var appliedAt: Date?
    /// The number of the latest load; only its reply counts.
    private var latest = 0
    /// Where loads are sent; nil until the first load starts the consumer.
    private var inbox: AsyncStream<LoadRequest>.Continuation?

    fileprivate struct LoadRequest: Sendable {
        let number: Int
        let refresh: Bool
    }

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    deinit {
        inbox?.finish()
    }

    var lastUpdated: String? {
        guard let appliedAt else { return nil }
        let minutes = max(0, Int(clock.now().timeIntervalSince(appliedAt) / 60))
        switch minutes {
        case 0: return "Updated just now"
        case 1: return "Updated 1 minute ago"
        case 2..<60: return "Updated \(minutes) minutes ago"
        case 60..<120: return "Updated 1 hour ago"
        default: return "Updated \(minutes / 60) hours ago"
        }
    }

    func onViewDidLoad() { enqueue(refresh: false) }

    func refresh() { enqueue(refresh: true) }

    private func enqueue(refresh: Bool) {
        latest += 1
        // Every load tells the view, even one that starts while another is in flight (allowed).
        view?.showLoading()
        if inbox == nil { startConsumer() }
        inbox?.yield(LoadRequest(number: latest, refresh: refresh))
    }

    private func startConsumer() {
        let (requests, inbox) = AsyncStream.makeStream(of: LoadRequest.self)
        self.inbox = inbox
        let repository = articles
        let mailbox = Mailbox(self)
        Task.detached {
            await withTaskGroup(of: Void.self) { group in
                for await request in requests {
                    group.addTask {
                        let outcome: Result<[Article], any Error>
                        do {
                            outcome = .success(try await repository.latest(refresh: request.refresh))
                        } catch {
                            outcome = .failure(error)
                        }
                        await mailbox.deliver(outcome, for: request.number)
                    }
                }
            }
        }
    }

    fileprivate func receive(_ outcome: Result<[Article], any Error>, for number: Int) {
        guard number == latest else { return }   // an older load: changes nothing
        switch outcome {
        case .success(let loaded):
            items = loaded
            appliedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.hideLoading()
            view?.handleApiError(error: error)
        }
    }
}

/// Holds the presenter weakly, so a request in flight keeps nothing alive.
@MainActor
private final class Mailbox {
    private weak var presenter: ArticleListPresenter?

    init(_ presenter: ArticleListPresenter) {
        self.presenter = presenter
    }

    func deliver(_ outcome: Result<[Article], any Error>, for number: Int) {
        presenter?.receive(outcome, for: number)
    }
}
