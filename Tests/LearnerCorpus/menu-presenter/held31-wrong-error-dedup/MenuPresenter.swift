// The menu screen's presenter. Foundation only: view, data and navigation come in through init.
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

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

extension MenuService: MenuRepository {}

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    private(set) var items: [MenuItem] = []

    private var generation = 0
    /// The message the view is showing, so the same alert is not stacked on itself.
    private var shownError: String?

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        generation += 1
        let generation = self.generation
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                self?.complete(generation, with: result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func complete(_ generation: Int, with result: Result<[MenuItem], Error>) {
        guard generation == self.generation else { return }
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            shownError = nil
            view?.show(items: loaded.map(\.title))
        case .failure:
            let message = "The menu could not be loaded. Check your connection and try again."
            // Repeating what the screen already shows is harmless, so skip it.
            if shownError != message {
                view?.showError(message)
                shownError = message
            }
        }
    }
}
