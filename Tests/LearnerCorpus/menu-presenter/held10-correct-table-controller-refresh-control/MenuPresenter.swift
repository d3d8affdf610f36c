// The menu screen's contract and presenter. async/await: the repository's callback is awaited
// through a continuation in a main-actor task; a request number drops replies to older requests;
// a failed reload keeps the last menu; taps reach the router on the next main turn.
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

private extension MenuRepository {
    func items() async -> Result<[MenuItem], Error> {
        await withCheckedContinuation { continuation in
            loadItems { continuation.resume(returning: $0) }
        }
    }
}

@MainActor
final class MenuPresenter: MenuPresenting {
    private(set) var items: [MenuItem] = []

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var latestRequest = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        let repository = self.repository
        view?.showLoading(true)
        Task { [weak self] in
            let result = await repository.items()
            self?.receive(result, for: request)
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        Task { [weak self] in self?.router.showDetail(for: item) }
    }

    func didTapInfo() {
        Task { [weak self] in self?.router.showInfo() }
    }

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            view?.showError("The menu could not be loaded. Pull down to try again.")
        }
    }
}
