// Menu screen: contract and presenter.
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
    private enum Menu {
        case notLoaded
        case loaded([MenuItem])
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var menu = Menu.notLoaded
    private var latestRequest = 0

    var items: [MenuItem] {
        if case .loaded(let items) = menu { return items }
        return []
    }

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        let repository = self.repository
        view?.showLoading(true)
        Task { [weak self] in
            let result = await Self.load(from: repository)
            self?.receive(result, for: request)
        }
    }

    func didSelectItem(at index: Int) {
        let current = items
        guard index >= 0, index < current.count else { return }
        router.showDetail(for: current[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private nonisolated static func load(from repository: MenuRepository) async -> Result<[MenuItem], Error> {
        await withCheckedContinuation { continuation in
            repository.loadItems { continuation.resume(returning: $0) }
        }
    }

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        guard request == latestRequest else { return }   // a newer load is on its way
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            menu = .loaded(loaded)
            view?.show(items: loaded.map { $0.title })
        case .failure(let error):
            menu = .notLoaded
            view?.showError(Self.message(for: error))
        }
    }

    private static func message(for error: Error) -> String {
        "Sorry, the menu is not available right now (\(error.localizedDescription))."
    }
}
