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

/// Starts fetching as soon as it is created so the menu is ready sooner; the view
/// gets the result when it has loaded.
@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []
    private var pending: Result<[MenuItem], Error>?
    private var viewLoaded = false

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
        repository.loadItems { [weak self] result in
            Task { @MainActor in self?.received(result) }
        }
    }

    func onViewDidLoad() {
        viewLoaded = true
        if let pending {
            deliver(pending)
        } else {
            view?.showLoading(true)
        }
    }

    private func received(_ result: Result<[MenuItem], Error>) {
        pending = result
        if viewLoaded { deliver(result) }
    }

    private func deliver(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            view?.showError("The menu is unavailable right now.")
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() { router.showInfo() }
}
