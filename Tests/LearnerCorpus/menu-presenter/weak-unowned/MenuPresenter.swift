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

/// The view owns the presenter, so the view always outlives it: unowned is enough and saves the optionals.
@MainActor
final class MenuPresenter: MenuPresenting {
    private unowned let view: MenuView
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async {
                self?.render(result)
            }
        }
    }

    private func render(_ result: Result<[MenuItem], Error>) {
        view.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view.show(items: loaded.map(\.title))
        case .failure(let error):
            view.showError("Sorry, the menu is unavailable (\(error.localizedDescription)).")
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() { router.showInfo() }
}
