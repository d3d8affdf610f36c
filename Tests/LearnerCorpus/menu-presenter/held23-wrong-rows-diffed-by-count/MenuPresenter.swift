// The menu screen's contract and presenter. Foundation only.
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
            Task { @MainActor in
                self?.handle(result)
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

    private func handle(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.showError("Sorry, the menu could not be loaded. Please try again.")
        }
    }
}
