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

/// Only the reply to the latest load counts: an older reply that arrives late is dropped.
@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []
    private var generation = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        generation += 1
        let current = generation
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async {
                guard let self, self.generation == current else { return }
                self.view?.showLoading(false)
                switch result {
                case .success(let loaded):
                    self.items = loaded
                    self.view?.show(items: loaded.map(\.title))
                case .failure:
                    self.items = []
                    self.view?.showError("We couldn't fetch the menu.")
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
}
