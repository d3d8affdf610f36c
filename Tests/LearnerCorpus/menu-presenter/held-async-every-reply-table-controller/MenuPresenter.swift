// The menu screen's contract and presenter (async/await inside, callbacks at the border).
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

extension MenuRepository {
    /// One load, awaited. The repository answers each request once.
    func items() async -> Result<[MenuItem], Error> {
        await withCheckedContinuation { continuation in
            loadItems { continuation.resume(returning: $0) }
        }
    }
}

/// Shows every reply as it comes, in the order the replies come.
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
        view?.showLoading(true)
        let repository = self.repository
        Task { [weak self] in
            let result = await repository.items()
            self?.show(result)
        }
    }

    func didSelectItem(at index: Int) {
        if let item = items.indices.contains(index) ? items[index] : nil {
            router.showDetail(for: item)
        }
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func show(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        do {
            items = try result.get()
            view?.show(items: items.map { $0.title })
        } catch {
            items = []
            view?.showError("☕️ The menu is taking a break (\(error.localizedDescription)).")
        }
    }
}
