// The menu screen's contract and presenter. Foundation only.
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
    /// The row whose detail was opened last, so a double tap does not push the detail twice.
    private var lastSelectedIndex: Int?

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor in
                self?.handle(result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index), index != lastSelectedIndex else { return }
        lastSelectedIndex = index
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func handle(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let loaded):
            view?.showLoading(false)
            items = loaded
            lastSelectedIndex = nil
            view?.show(items: loaded.map(\.title))
        case .failure:
            view?.showLoading(false)
            items = []
            lastSelectedIndex = nil
            view?.showError("Sorry, the menu could not be loaded.")
        }
    }
}
