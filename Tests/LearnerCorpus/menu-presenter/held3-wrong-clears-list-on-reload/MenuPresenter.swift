// A learner who blanks the list while a pull to refresh is loading.
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
    private var latestLoad = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        let repository = repository
        view?.showLoading(true)
        if !items.isEmpty { view?.show(items: []) }  // the old menu is about to be replaced
        Task { [weak self] in
            let result = await Self.items(from: repository)
            self?.finish(load, with: result)
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private nonisolated static func items(from repository: MenuRepository) async -> Result<[MenuItem], Error> {
        await withCheckedContinuation { continuation in
            repository.loadItems { continuation.resume(returning: $0) }
        }
    }

    private func finish(_ load: Int, with result: Result<[MenuItem], Error>) {
        guard load == latestLoad else { return }  // a newer pull to refresh replaced this one
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            view?.show(items: loaded.map(\.title))
        case .failure:
            view?.showError("The menu could not be loaded. Pull to try again.")
        }
    }
}
