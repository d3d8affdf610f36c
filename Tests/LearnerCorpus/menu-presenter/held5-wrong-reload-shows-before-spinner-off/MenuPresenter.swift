// The menu screen's contract and presenter.
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
    private var hasShownMenu = false

    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { [weak self] in
                await MainActor.run { [weak self] in self?.finish(result) }
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

    private func finish(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let loaded):
            items = loaded
            if hasShownMenu {
                // The list is already on screen: swap it in, then drop the spinner.
                view?.show(items: loaded.map(\.title))
                view?.showLoading(false)
            } else {
                hasShownMenu = true
                view?.showLoading(false)
                view?.show(items: loaded.map(\.title))
            }
        case .failure:
            items = []
            view?.showLoading(false)
            view?.showError("Sorry, the menu is unavailable right now.")
        }
    }
}
