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
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []
    private var latestLoad = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading(true)
        // The screen owns the presenter for as long as it is open, and the view is weak, so
        // the presenter can be unowned here: no cycle, no optional dance.
        repository.loadItems { [unowned self] result in
            Task { @MainActor in
                self.finish(load, result)
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

    private func finish(_ load: Int, _ result: Result<[MenuItem], Error>) {
        guard load == latestLoad else { return }
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.showError("The menu could not be loaded. Please try again.")
        }
    }
}
