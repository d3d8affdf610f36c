// The article list's presenter: a state enum, a detached request, and MainActor.run back.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private enum Phase {
        case idle
        case loading(ticket: Int)
    }

    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var phase: Phase = .idle
    private var issued = 0
    private var updatedAt: Date?

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let updatedAt else { return nil }
        return Self.describe(seconds: clock.now().timeIntervalSince(updatedAt))
    }

    func onViewDidLoad() { start(refresh: false) }

    func refresh() { start(refresh: true) }

    private func start(refresh: Bool) {
        issued += 1
        let ticket = issued
        phase = .loading(ticket: ticket)
        // Tell the spinner every time; the brief allows a second showLoading() while in flight.
        view?.showLoading()
        let repository = articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], any Error>
            do {
                outcome = .success(try await repository.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.apply(outcome, ticket: ticket)
            }
        }
    }

    private func apply(_ outcome: Result<[Article], any Error>, ticket: Int) {
        guard case .loading(let current) = phase, current == ticket else { return }
        phase = .idle
        switch outcome {
        case .success(let loaded):
            items = loaded
            updatedAt = clock.now()
            render(.loaded)
        case .failure(let error):
            render(.failed(error))
        }
    }

    private enum Output {
        case loaded
        case failed(any Error)
    }

    /// The one place that talks to the view when a load ends.
    private func render(_ output: Output) {
        guard let view else { return }
        // hideLoading() first: the brief leaves the order open.
        view.hideLoading()
        switch output {
        case .loaded: view.reloadList()
        case .failed(let error): view.handleApiError(error: error)
        }
    }

    private static func describe(seconds: TimeInterval) -> String {
        let minutes = max(0, Int((seconds / 60).rounded(.down)))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return minutes == 1 ? "Updated 1 minute ago" : "Updated \(minutes) minutes ago" }
        let hours = minutes / 60
        return hours == 1 ? "Updated 1 hour ago" : "Updated \(hours) hours ago"
    }
}
