// Alternative: the repository's callback wrapped once in async/await; the presenter awaits it
// in a Task that inherits the main actor, so there is no explicit hop at all.
import Foundation

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

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

extension MenuRepository {
    /// The menu, awaited: the callback API as one suspension point. File-private: the presenter
    /// keeps the contract's interface (a learner's tests then build once for it and the solution).
    fileprivate func menu() async throws -> [MenuItem] {
        try await withCheckedThrowingContinuation { continuation in
            loadItems { continuation.resume(with: $0) }
        }
    }
}

@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var display: MenuView?
    private let source: MenuRepository
    private let navigator: MenuRouting
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        display = view
        source = repository
        navigator = router
    }

    func onViewDidLoad() {
        display?.showLoading(true)
        Task { [weak self, source] in
            do {
                let menu = try await source.menu()
                self?.loaded(menu)
            } catch {
                self?.failed()
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        navigator.showDetail(for: items[index])
    }

    func didTapInfo() { navigator.showInfo() }

    private func loaded(_ menu: [MenuItem]) {
        items = menu
        display?.showLoading(false)
        display?.show(items: menu.map { $0.title })
    }

    private func failed() {
        items = []
        display?.showLoading(false)
        display?.showError(String(localized: "Sorry, the menu is not available right now."))
    }
}
