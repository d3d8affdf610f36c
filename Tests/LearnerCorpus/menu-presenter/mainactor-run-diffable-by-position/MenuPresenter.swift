import Foundation

// MARK: - Contract

@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

// MARK: - Dependencies

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

// MARK: - Presenter

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items = [MenuItem]()

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task {
                await MainActor.run {
                    self?.apply(result)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        if let item = items.indices.contains(index) ? items[index] : nil {
            router.showDetail(for: item)
        }
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func apply(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        if case .success(let loaded) = result {
            items = loaded
            view?.show(items: loaded.map(\.title))
        } else {
            items.removeAll()
            view?.showError("Menu not available. Try again later.")
        }
    }
}
