// The menu screen's contract and presenter. Foundation only.
//
// Style: replies hop to the main queue with DispatchQueue.main.async; every reply is shown when it
// comes, an older one too; the router is asked on the next main turn, with the item chosen at the tap.
import Foundation

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

extension MenuService: MenuRepository {}

@MainActor
final class MenuPresenter {
    private weak var view: MenuView?
    private let repository: any MenuRepository
    private let router: any MenuRouting
    private var menu: [MenuItem] = []

    /// Read-only from outside: computed, with no setter.
    var items: [MenuItem] { menu }

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    private func received(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let loaded):
            menu = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map { $0.title })
        case .failure:
            // The list is cleared first; `items` keep the last menu that loaded (the brief allows
            // either after a failed reload, and a failed first load has none).
            view?.show(items: [])
            view?.showLoading(false)
            view?.showError("Sorry, the menu is not available right now.")
        }
    }
}

extension MenuPresenter: MenuPresenting {
    func onViewDidLoad() {
        // Said on every load, also while one is in flight: the brief calls the repeat harmless.
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.received(result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard menu.indices.contains(index) else { return }
        let item = menu[index]
        let router = self.router
        Task { @MainActor in router.showDetail(for: item) }
    }

    func didTapInfo() {
        let router = self.router
        Task { @MainActor in router.showInfo() }
    }
}
