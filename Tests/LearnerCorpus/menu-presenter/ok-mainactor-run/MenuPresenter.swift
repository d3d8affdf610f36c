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

@MainActor final class MenuPresenter {
    weak var view: MenuView?
    let repository: MenuRepository
    let router: MenuRouting
    private(set) var items = [MenuItem]()

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        (self.view, self.repository, self.router) = (view, repository, router)
    }
}

extension MenuPresenter: MenuPresenting {
    func onViewDidLoad() {
        view?.showLoading(true)
        repository.loadItems { result in
            Task { [weak self] in
                await MainActor.run {
                    self?.received(result)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        if let item = items.indices.contains(index) ? items[index] : nil {
            router.showDetail(for: item)
        }
    }

    func didTapInfo() { router.showInfo() }
}

private extension MenuPresenter {
    func received(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        guard case .success(let loaded) = result else {
            view?.showError("The menu isn't available at the moment.")
            return
        }
        items = loaded
        view?.show(items: loaded.map { $0.title })
    }
}
