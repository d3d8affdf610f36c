// Menu screen: contract and presenter.
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

@MainActor final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    /// The loaded menu. Emptied while a new one loads: until it comes, the old rows on screen
    /// open nothing.
    private(set) var items: [MenuItem] = []
    private var pendingLoad: Int?
    private var loadsStarted = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        loadsStarted += 1
        let load = loadsStarted
        pendingLoad = load
        items = []
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            // Hop to main, then give the run loop one more turn before touching the view.
            DispatchQueue.main.async { [weak self] in
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated {
                        self?.loaded(load, result)
                    }
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func loaded(_ load: Int, _ result: Result<[MenuItem], Error>) {
        guard load == pendingLoad else { return }
        pendingLoad = nil
        view?.showLoading(false)
        guard case .success(let menu) = result else {
            view?.showError("Sorry, the menu didn't load.")
            return
        }
        items = menu
        view?.show(items: menu.map(\.title))
    }
}
