// Mutant: the weak view is unwrapped once at the top of onViewDidLoad and used inside the
// completion: the closure holds the view strongly until the reply comes, so a closed screen stays
// alive for as long as the request takes.
import Foundation

// MARK: - Contract

/// What the presenter tells the screen. Commands, not state setters.
@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

/// What the screen reports to the presenter.
@MainActor
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
@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

// MARK: - Presenter

@MainActor
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
        guard let view else { return }
        view.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async {
                view.showLoading(false)
                switch result {
                case .success(let loaded):
                    self?.items = loaded
                    view.show(items: loaded.map(\.title))
                case .failure:
                    self?.items = []
                    view.showError("The menu could not be loaded.")
                }
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
