// The menu screen's contract and presenter.
//
// Replies come back through `OperationQueue.main`. The presenter takes two freedoms the contract
// leaves open: a reload empties `items` until its reply comes (the screen keeps showing the old
// rows; a tap on one then does nothing), and a late reply to an older request is shown like any
// reply. Taps reach the router on the next main-queue turn.
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

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        items = []
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            OperationQueue.main.addOperation { [weak self] in
                MainActor.assumeIsolated { self?.finishLoading(with: result) }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]  // chosen now, at the tap; only the router call waits a turn
        OperationQueue.main.addOperation { [weak self] in
            MainActor.assumeIsolated { self?.router.showDetail(for: item) }
        }
    }

    func didTapInfo() {
        OperationQueue.main.addOperation { [weak self] in
            MainActor.assumeIsolated { self?.router.showInfo() }
        }
    }

    private func finishLoading(with result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.showLoading(false)
            view?.show(items: [])
            view?.showError(String(localized: "We couldn't load the menu. Check your connection and try again."))
        }
    }
}
