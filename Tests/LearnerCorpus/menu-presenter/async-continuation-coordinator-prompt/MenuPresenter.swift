import Foundation

// MARK: - Contract

@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

// MARK: - Dependencies

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

extension MenuRepository {
    /// The callback API, awaited.
    func items() async throws -> [MenuItem] {
        try await withCheckedThrowingContinuation { continuation in
            loadItems { continuation.resume(with: $0) }
        }
    }
}

// MARK: - Presenter

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        view?.showLoading(true)
        let repository = self.repository
        Task { [weak self] in
            do {
                let loaded = try await repository.items()
                self?.loaded(loaded)
            } catch {
                self?.failed()
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

    private func loaded(_ loaded: [MenuItem]) {
        items = loaded
        view?.showLoading(false)
        view?.show(items: loaded.map(\.title))
    }

    private func failed() {
        items = []
        view?.showLoading(false)
        view?.showError("The menu is unavailable right now.")
    }
}
