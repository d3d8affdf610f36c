import Foundation

@MainActor
protocol MenuView {
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
    let view: MenuView
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
        repository.loadItems { result in
            Task { @MainActor [weak self] in
                self?.finish(with: result)
            }
        }
    }

    private func finish(with result: Result<[MenuItem], Error>) {
        view.showLoading(false)
        if case .success(let loaded) = result {
            items = loaded
            view.show(items: loaded.map { $0.title })
        } else {
            view.showError("The menu could not be loaded.")
        }
    }

    func didSelectItem(at index: Int) {
        if items.indices.contains(index) {
            router.showDetail(for: items[index])
        }
    }

    func didTapInfo() { router.showInfo() }
}
