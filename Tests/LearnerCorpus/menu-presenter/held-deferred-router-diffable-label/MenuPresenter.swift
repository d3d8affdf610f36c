import Foundation

// MARK: - Contract

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

// MARK: - Presenter

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    private(set) var items = [MenuItem]()
    private var requestSerial = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        requestSerial += 1
        let serial = requestSerial
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                self?.received(result, serial: serial)
            }
        }
    }

    /// The item is chosen now, by position; navigation happens on the next main turn, once the
    /// table has finished handling the touch.
    func didSelectItem(at index: Int) {
        guard (0..<items.count).contains(index) else { return }
        let item = items[index]
        let router = self.router
        Task { @MainActor in
            router.showDetail(for: item)
        }
    }

    func didTapInfo() {
        let router = self.router
        Task { @MainActor in
            router.showInfo()
        }
    }

    private func received(_ result: Result<[MenuItem], Error>, serial: Int) {
        guard serial == requestSerial else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            items = []
            view?.show(items: [])
            view?.showError("No menu for now. Pull down to try again.")
        }
    }
}
