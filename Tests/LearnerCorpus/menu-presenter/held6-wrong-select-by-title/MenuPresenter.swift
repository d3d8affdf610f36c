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
    /// The rows on screen, and the item behind each title the view shows.
    private var shownTitles: [String] = []
    private var itemsByTitle: [String: MenuItem] = [:]
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
            Task { @MainActor in self?.receive(result, for: request) }
        }
    }

    func didSelectItem(at index: Int) {
        guard shownTitles.indices.contains(index), let item = itemsByTitle[shownTitles[index]] else { return }
        router.showDetail(for: item)
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            shownTitles = menu.map(\.title)
            itemsByTitle = Dictionary(menu.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
            view?.show(items: shownTitles)
        case .failure:
            items = []
            shownTitles = []
            itemsByTitle = [:]
            view?.showError("Could not load the menu.")
        }
    }
}
