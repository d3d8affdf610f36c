// The menu screen's presenter: main-actor, final, Foundation only. Everything it talks to
// arrives through init as a protocol.
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

extension MenuService: MenuRepository {}

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

@MainActor
final class MenuPresenter: MenuPresenting {
    private(set) var items: [MenuItem] = []

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    /// Bumped on every load; a reply counts only if it answers the latest load.
    private var latestLoad = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.didLoad(result, load: load)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func didLoad(_ result: Result<[MenuItem], Error>, load: Int) {
        // An older load answering late is dropped: the latest one decides what shows.
        guard load == latestLoad else { return }
        switch result {
        case .success(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map(\.title))
        case .failure:
            // After a failed reload the last menu stays, and taps still open its items.
            view?.showLoading(false)
            view?.showError("We couldn't load the menu. Check your connection and try again.")
        }
    }
}
