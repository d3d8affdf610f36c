// The menu screen's contract and presenter.
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
    private enum LoadState {
        case idle
        case loading
        case loaded
        case failed
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []
    private var state = LoadState.idle

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    /// Loads the menu; a load already on its way is not started twice (its reply is the fresh menu).
    func onViewDidLoad() {
        guard state != .loading else { return }
        state = .loading
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.apply(result)
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

    private func apply(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            state = .loaded
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            state = .failed
            items = []
            view?.showError("Couldn't load the menu.")
        }
    }
}
