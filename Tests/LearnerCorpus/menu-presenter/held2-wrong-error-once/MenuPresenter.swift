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
    /// True while the last load's error is on screen: a retry that fails again must not stack
    /// a second alert on top of the first.
    private var isShowingError = false

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task {
                await MainActor.run { [weak self] in
                    self?.apply(result)
                }
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

    private func apply(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            isShowingError = false
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.show(items: [])
            if !isShowingError {
                isShowingError = true
                view?.showError("The menu is not available. Pull down to try again.")
            }
        }
    }
}
