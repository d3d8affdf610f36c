// The menu screen's presenter: Foundation only, every collaborator behind a protocol, the view
// held weakly, and only the reply to the latest request shown.
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

@MainActor
final class MenuPresenter: MenuPresenting {
    private enum Phase {
        case idle
        case loading(request: Int)
        case shown
        case failed
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []
    private var phase = Phase.idle
    private var requestsMade = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        requestsMade += 1
        let request = requestsMade
        phase = .loading(request: request)
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor in
                self?.receive(result, for: request)
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

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        guard case .loading(let current) = phase, current == request else { return }
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            phase = .shown
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            phase = .failed
            view?.showError("The menu could not be loaded. Pull to try again.")
        }
    }
}
