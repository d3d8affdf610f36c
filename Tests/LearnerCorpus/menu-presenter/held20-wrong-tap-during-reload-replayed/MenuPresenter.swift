// The menu screen's contract and presenter (Foundation only). Loads hop to the main queue; only
// the latest load's reply is used. A row tapped while the menu is refreshing is remembered and
// opened from the fresh menu once it is in, so the customer never gets a stale item.
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
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []
    private var isLoading = false
    private var latestRequest = 0
    private var selectionWaitingForMenu: Int?

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        isLoading = true
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.complete(request, result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        if isLoading {
            // The menu is being refreshed: open the fresh version of this row once it is in.
            selectionWaitingForMenu = index
            return
        }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func complete(_ request: Int, _ result: Result<[MenuItem], Error>) {
        guard request == latestRequest else { return }
        isLoading = false
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.showError("Sorry, the menu is not available right now.")
        }
        if let index = selectionWaitingForMenu {
            selectionWaitingForMenu = nil
            if items.indices.contains(index) {
                router.showDetail(for: items[index])
            }
        }
    }
}
