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

extension MenuRepository {
    /// The callback API, bridged to async/await.
    func items() async throws -> [MenuItem] {
        try await withCheckedThrowingContinuation { continuation in
            loadItems { result in
                continuation.resume(with: result)
            }
        }
    }
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
    private let repository: any MenuRepository
    private let router: any MenuRouting
    private var loadTask: Task<Void, Never>?

    private(set) var items: [MenuItem] = []

    init(view: any MenuView, repository: any MenuRepository, router: any MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    deinit {
        loadTask?.cancel()
    }

    func onViewDidLoad() {
        loadTask?.cancel()
        view?.showLoading(true)
        loadTask = Task { [weak self, repository] in
            do {
                let loaded = try await repository.items()
                guard let self, !Task.isCancelled else { return }
                self.items = loaded
                self.view?.showLoading(false)
                self.view?.show(items: loaded.map(\.title))
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.view?.showLoading(false)
                self.view?.showError(Self.message(for: error))
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard (0..<items.count).contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private static func message(for error: Error) -> String {
        if (error as? URLError)?.code == .notConnectedToInternet {
            return "You're offline. Connect to the internet to see the menu."
        }
        return "Something went wrong while loading the menu."
    }
}
