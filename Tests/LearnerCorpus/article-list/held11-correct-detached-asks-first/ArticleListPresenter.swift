// ArticleListPresenter.swift
//
// The request is sent from a detached task, off the main actor, before the spinner is shown; the
// reply comes back to the main actor with `MainActor.run`. Each load carries a UUID, and only the
// latest one's reply is applied.
import Foundation

@MainActor
final class ArticleListPresenter: ArticleListPresenterProtocol {
    private weak var view: ArticleListViewProtocol?
    private let articles: ArticleRepository
    private let clock: any ArticleClock

    private(set) var items: [Article] = []
    private var appliedAt: Date?
    private var latest: UUID?
    private var latestInFlight = false

    init(view: ArticleListViewProtocol, articles: ArticleRepository, clock: any ArticleClock = SystemClock()) {
        self.view = view
        self.articles = articles
        self.clock = clock
    }

    var lastUpdated: String? {
        guard let appliedAt else { return nil }
        let seconds = clock.now().timeIntervalSince(appliedAt)
        let minutes = Int((seconds / 60).rounded(.down))
        if minutes < 1 { return "Updated just now" }
        if minutes < 60 { return "Updated \(minutes) minute\(minutes == 1 ? "" : "s") ago" }
        let hours = minutes / 60
        return "Updated \(hours) hour\(hours == 1 ? "" : "s") ago"
    }

    func onViewDidLoad() {
        start(refresh: false)
    }

    func refresh() {
        start(refresh: true)
    }

    private func start(refresh: Bool) {
        let token = UUID()
        latest = token
        let articles = self.articles
        Task.detached { [weak self] in
            let outcome: Result<[Article], Error>
            do {
                outcome = .success(try await articles.latest(refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            await MainActor.run { [weak self] in
                self?.complete(token, outcome)
            }
        }
        // The spinner is already up while the latest load is in flight: not told again.
        if !latestInFlight {
            view?.showLoading()
        }
        latestInFlight = true
    }

    private func complete(_ token: UUID, _ outcome: Result<[Article], Error>) {
        guard token == latest else { return }
        latestInFlight = false
        switch outcome {
        case .success(let loaded):
            items = loaded
            appliedAt = clock.now()
            view?.hideLoading()
            view?.reloadList()
        case .failure(let error):
            view?.handleApiError(error: error)
            view?.hideLoading()
        }
    }
}
