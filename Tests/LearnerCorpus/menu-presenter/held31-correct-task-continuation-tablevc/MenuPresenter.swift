// The menu screen's presenter. Foundation only; the view, the data and the navigation are protocols
// handed to init.
import Foundation

@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

extension MenuService: MenuRepository {}

extension MenuRepository {
    /// The callback API as async/await. The repository answers each request exactly once.
    func loadItems() async -> Result<[MenuItem], Error> {
        await withCheckedContinuation { continuation in
            loadItems { result in continuation.resume(returning: result) }
        }
    }
}

@MainActor
final class MenuPresenter: MenuPresenting {
    private enum State {
        case idle
        case loading
        case loaded([MenuItem])
        case failed
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    private var state: State = .idle
    private var loadTask: Task<Void, Never>?

    /// What was loaded: the menu once it arrived; empty while a load runs and after a failure.
    var items: [MenuItem] {
        if case .loaded(let items) = state { return items }
        return []
    }

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    deinit {
        loadTask?.cancel()
    }

    func onViewDidLoad() {
        loadTask?.cancel()          // an older request's reply will be dropped when it comes
        state = .loading
        view?.showLoading(true)     // before asking: a cache may answer at once
        let repository = self.repository
        loadTask = Task { [weak self] in
            let result = await repository.loadItems()
            guard !Task.isCancelled else { return }
            self?.finish(with: result)
        }
    }

    func didSelectItem(at index: Int) {
        let current = items
        guard current.indices.contains(index) else { return }
        router.showDetail(for: current[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func finish(with result: Result<[MenuItem], Error>) {
        loadTask = nil
        switch result {
        case .success(let loaded):
            state = .loaded(loaded)
            view?.showLoading(false)
            view?.show(items: loaded.map(\.title))
        case .failure:
            state = .failed
            view?.showLoading(false)
            view?.show(items: [])
            view?.showError("We couldn't load the menu. Pull down to try again.")
        }
    }
}
