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
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            // A cache answers at once on the main thread: handle it right away; anything else hops.
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.render(result) }
            } else {
                DispatchQueue.main.async { self?.render(result) }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= items.startIndex, index < items.endIndex else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func render(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: items.map(\.title))
        case .failure:
            items = []
            view?.showLoading(false)
            view?.showError("Sorry, no menu today.")
        }
    }
}
