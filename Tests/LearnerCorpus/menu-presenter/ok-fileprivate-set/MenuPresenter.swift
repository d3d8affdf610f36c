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

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    fileprivate(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async {
                guard let self else { return }
                self.view?.showLoading(false)
                switch result {
                case .success(let loaded):
                    self.items = loaded
                    self.view?.show(items: loaded.map(\.title))
                case .failure:
                    self.view?.showError("Could not load the menu.")
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() { router.showInfo() }
}
