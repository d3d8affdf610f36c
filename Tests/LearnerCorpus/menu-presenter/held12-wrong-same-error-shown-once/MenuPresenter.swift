// The menu screen's presenter.
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
    /// The error the screen is showing, so the same alert is not stacked on top of itself.
    private var shownError: String?

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                self?.handle(result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard (0..<items.count).contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func handle(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            shownError = nil
            view?.show(items: menu.map(\.title))
        case .failure:
            let message = "The menu could not be loaded. Please try again."
            guard message != shownError else { return }
            shownError = message
            view?.showError(message)
        }
    }
}
