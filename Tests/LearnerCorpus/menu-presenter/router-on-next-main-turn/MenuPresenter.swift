import Foundation

// MARK: - Contract

@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

// MARK: - Dependencies

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

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
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.view?.showLoading(false)
                do {
                    self.items = try result.get()
                    self.view?.show(items: self.items.map(\.title))
                } catch {
                    self.items = []
                    self.view?.showError("Menu unavailable (\(error.localizedDescription))")
                }
            }
        }
    }

    /// Navigation waits for the table's selection animation to start: the item is chosen now,
    /// the router is asked on the next main turn.
    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        let router = self.router
        DispatchQueue.main.async {
            router.showDetail(for: item)
        }
    }

    func didTapInfo() {
        let router = self.router
        Task { @MainActor in router.showInfo() }
    }
}
