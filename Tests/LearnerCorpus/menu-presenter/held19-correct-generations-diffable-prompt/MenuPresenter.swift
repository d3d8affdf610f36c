// The menu screen's contract and presenter. Foundation only.
//
// Style: every load is a numbered generation; only the reply of the newest generation reaches the
// view (an older reply is dropped). The menu on screen stays while a reload is in flight, and a
// failure clears it (the list too). Replies come back to the main actor with `Task { @MainActor }`.
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
final class MenuPresenter {
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
}

// MARK: - What the view reports

extension MenuPresenter: MenuPresenting {
    func onViewDidLoad() {
        generation += 1
        let asked = generation
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                self?.receive(result, generation: asked)
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
}

// MARK: - Replies

extension MenuPresenter {
    private func receive(_ result: Result<[MenuItem], Error>, generation answered: Int) {
        guard answered == generation else { return }  // a newer load is on its way
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.show(items: [])
            view?.showError(String(localized: "The menu could not be loaded. Please try again."))
        }
    }
}
