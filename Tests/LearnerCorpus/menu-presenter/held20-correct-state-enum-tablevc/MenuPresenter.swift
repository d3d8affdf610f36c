// The menu screen's contract and presenter. Foundation only: the view, the repository and the
// router are protocols handed in through init. The presenter is a small state machine; every load
// has a number, replies hop to the main queue, and only the reply to the latest load is used.
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
    /// Where the screen is in its life. `items` stays what was last shown while a reload runs.
    private enum Status {
        case notLoaded
        case loading(load: Int)
        case loaded
        case failed
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var status = Status.notLoaded
    private var loadsStarted = 0
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        loadsStarted += 1
        let load = loadsStarted
        status = .loading(load: load)
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(load: load, with: result)
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

    private func finish(load: Int, with result: Result<[MenuItem], Error>) {
        guard case .loading(let latest) = status, latest == load else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            status = .loaded
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            status = .failed
            view?.showError("The menu could not be loaded. Please try again.")
        }
    }
}
