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
    /// The row whose detail was opened last: a double tap must not push the same screen twice.
    private var openedIndex: Int?

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.finish(load, result)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index), index != openedIndex else { return }
        openedIndex = index
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func finish(_ load: Int, _ result: Result<[MenuItem], Error>) {
        guard load == latestLoad else { return }
        openedIndex = nil
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
