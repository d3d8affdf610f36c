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
    private var generation = 0
    /// The titles the table shows now; nil before the first menu and after a failure.
    private var shownTitles: [String]?

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
            DispatchQueue.main.async { [weak self] in
                self?.loaded(result, generation: current)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func loaded(_ result: Result<[MenuItem], Error>, generation: Int) {
        guard generation == self.generation else { return }
        view?.showLoading(false)
        switch result {
        case .success(let fresh):
            // Redraw only when the menu changed: a pull to refresh that brings the same menu
            // should not make the table flicker.
            let titles = fresh.map(\.title)
            guard titles != shownTitles else { return }
            items = fresh
            shownTitles = titles
            view?.show(items: titles)
        case .failure:
            items = []
            shownTitles = nil
            view?.showError("We could not load the menu.")
        }
    }
}
