// The menu screen's contract and presenter. Foundation only.
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
    private var latestRequest = 0
    private var isLoading = false
    /// A row tapped while the menu reloads: opened once the fresh menu is in.
    private var pendingSelection: Int?

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
            Task { @MainActor in self?.receive(result, for: request) }
        }
    }

    func didSelectItem(at index: Int) {
        if isLoading {
            pendingSelection = index
            return
        }
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        guard request == latestRequest else { return }
        isLoading = false
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            view?.showError("Could not load the menu.")
        }
        if let index = pendingSelection {
            pendingSelection = nil
            didSelectItem(at: index)
        }
    }
}
