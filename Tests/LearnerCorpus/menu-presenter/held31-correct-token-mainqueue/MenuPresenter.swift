// The menu screen's presenter: Foundation only, everything it talks to arrives through init.
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

    /// The number of the latest request; a reply to any other one is dropped.
    private var latestRequest = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.receive(result, for: request)
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

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        guard request == latestRequest else { return }  // an older request: a newer reply counts
        switch result {
        case .success(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map(\.title))
        case .failure:
            // A failed reload keeps the last menu: the rows on screen stay tappable.
            view?.showLoading(false)
            view?.showError("The menu could not be loaded. Please try again.")
        }
    }
}
