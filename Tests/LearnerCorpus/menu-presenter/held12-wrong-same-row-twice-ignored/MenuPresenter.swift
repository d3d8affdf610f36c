// The menu presenter.
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
    private(set) var items: [MenuItem] = []

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var currentRequest = UUID()
    /// The row whose detail was opened last: a second tap on it (a double tap) must not push the
    /// same detail screen twice.
    private var lastOpenedRow: Int?

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        let request = UUID()
        currentRequest = request
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.apply(result, for: request)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index), index != lastOpenedRow else { return }
        lastOpenedRow = index
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func apply(_ result: Result<[MenuItem], Error>, for request: UUID) {
        guard request == currentRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            lastOpenedRow = nil
            view?.show(items: menu.map(\.title))
        case .failure:
            view?.showError("Something went wrong while loading the menu.")
        }
    }
}
