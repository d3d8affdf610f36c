// Mutant: the success path moves to the main thread, the failure path does not: it tells the view
// straight from the repository's background queue. (Without @MainActor, so that it compiles.)
import Foundation

// MARK: - Contract

/// What the presenter tells the screen. Commands, not state setters.
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

/// What the screen reports to the presenter.
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

// MARK: - Dependencies

/// Where the menu comes from. Replies may arrive on any thread.
protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

/// Navigation away from the menu: the presenter decides that we go, the router decides how.
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

// MARK: - Presenter

final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            switch result {
            case .success(let loaded):
                DispatchQueue.main.async {
                    self?.items = loaded
                    self?.view?.showLoading(false)
                    self?.view?.show(items: loaded.map(\.title))
                }
            case .failure:
                self?.items = []
                self?.view?.showLoading(false)
                self?.view?.showError("The menu could not be loaded.")
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
}
