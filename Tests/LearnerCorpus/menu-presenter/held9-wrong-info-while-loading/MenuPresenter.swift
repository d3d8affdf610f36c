// The menu screen's presenter, behind protocols, on the main actor.
import Foundation

@MainActor protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

@MainActor protocol MenuPresenting: AnyObject {
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
    private(set) var items: [MenuItem] = []
    private var loadsInFlight = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    private var isLoading: Bool { loadsInFlight > 0 }

    func onViewDidLoad() {
        loadsInFlight += 1
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(with: result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        // A menu that is being replaced is not tapped into: the brief lets a row do nothing then.
        guard !isLoading, items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        guard !isLoading else { return }
        router.showInfo()
    }

    private func finish(with result: Result<[MenuItem], Error>) {
        loadsInFlight = max(0, loadsInFlight - 1)
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure(let error):
            items = []
            view?.showError("Could not load the menu: \(error.localizedDescription)")
        }
    }
}
