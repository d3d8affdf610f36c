// The menu screen's contract and presenter. Foundation only.
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

/// The menu's presenter: awaits the repository in a task, so every effect runs on the main actor.
@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: (any MenuView)?
    private let repository: any MenuRepository
    private let router: any MenuRouting
    private var menu: [MenuItem] = []
    private var loading: Task<Void, Never>?

    var items: [MenuItem] { menu }

    init(view: any MenuView, repository: any MenuRepository, router: any MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        loading?.cancel()
        // Until the reply, taps on the old rows do nothing: the menu may be about to change.
        menu = []
        view?.showLoading(true)
        loading = Task { [weak self, repository] in
            let result = await withCheckedContinuation { continuation in
                repository.loadItems { continuation.resume(returning: $0) }
            }
            guard !Task.isCancelled else { return }
            self?.finish(with: result)
        }
    }

    func didSelectItem(at index: Int) {
        if menu.indices.contains(index) { router.showDetail(for: menu[index]) }
    }

    func didTapInfo() { router.showInfo() }

    private func finish(with result: Result<[MenuItem], Error>) {
        loading = nil
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            menu = loaded
            view?.show(items: loaded.map { $0.title })
        case .failure(let error):
            view?.show(items: [])
            view?.showError("Sorry, the menu is unavailable (\(error.localizedDescription)).")
        }
    }
}
