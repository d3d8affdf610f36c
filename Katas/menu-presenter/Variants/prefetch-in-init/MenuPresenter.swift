// Mutant: "start early" -- init already asks the repository, and onViewDidLoad only shows the
// loading state and waits for that request. Creating the presenter does work.
import Foundation

// MARK: - Contract

/// What the presenter tells the screen. Commands, not state setters.
@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

/// What the screen reports to the presenter.
@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

// MARK: - Dependencies

/// Where the menu comes from. Replies may arrive on any thread.
protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

/// Navigation away from the menu: the presenter decides that we go, the router decides how.
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
    private var prefetched: Result<[MenuItem], Error>?
    private var viewIsWaiting = false
    private var requestInFlight = false

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
        request()
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        viewIsWaiting = true
        if let prefetched {
            self.prefetched = nil
            show(prefetched)
        } else if !requestInFlight {
            request()
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func request() {
        requestInFlight = true
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.requestInFlight = false
                if self.viewIsWaiting { self.show(result) } else { self.prefetched = result }
            }
        }
    }

    private func show(_ result: Result<[MenuItem], Error>) {
        viewIsWaiting = false
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.showError("The menu could not be loaded.")
        }
    }
}
