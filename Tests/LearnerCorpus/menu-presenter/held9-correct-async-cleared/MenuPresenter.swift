// The menu screen's presenter. Each load's reply is delivered through an AsyncStream and awaited
// in a main-actor task; every reply is shown as it comes, and a reload starts from an empty menu.
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
    private weak var view: (any MenuView)?
    private let repository: any MenuRepository
    private let router: any MenuRouting
    private(set) var items: [MenuItem] = []

    init(view: any MenuView, repository: any MenuRepository, router: any MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    private func apply(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        do {
            items = try result.get()
            view?.show(items: items.map(\.title))
        } catch {
            items = []
            view?.show(items: [])
            view?.showError(Self.wording(for: error))
        }
    }

    private static func wording(for error: Error) -> String {
        "Sorry, we could not fetch today's menu (\(error.localizedDescription))."
    }
}

extension MenuPresenter: MenuPresenting {
    func onViewDidLoad() {
        items = []
        view?.showLoading(true)
        // Ask now (a cached answer may come before `loadItems` returns); await the reply in a task.
        let (replies, inbox) = AsyncStream.makeStream(of: Result<[MenuItem], Error>.self)
        repository.loadItems { result in
            inbox.yield(result)
            inbox.finish()
        }
        Task { [weak self] in
            for await result in replies {
                self?.apply(result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        let item = items[index]
        let router = self.router
        Task { @MainActor in router.showDetail(for: item) }
    }

    func didTapInfo() {
        let router = self.router
        Task { @MainActor in router.showInfo() }
    }
}
