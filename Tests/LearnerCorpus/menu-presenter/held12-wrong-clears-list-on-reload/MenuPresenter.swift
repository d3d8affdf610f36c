// The menu presenter: @MainActor, final, Foundation only.
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
    private var generation = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        generation += 1
        let current = generation
        // A reload starts from a clean slate, so the screen never shows a menu it is replacing.
        if !items.isEmpty {
            items = []
            view?.show(items: [])
        }
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(result, generation: current)
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

    private func finish(_ result: Result<[MenuItem], Error>, generation: Int) {
        guard generation == self.generation else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            view?.showError("Couldn't load the menu. Try again in a moment.")
        }
    }
}
