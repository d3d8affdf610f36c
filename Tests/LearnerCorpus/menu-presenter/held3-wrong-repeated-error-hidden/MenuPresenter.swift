// A learner who does not pop the same error alert twice.
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
    private var shownError: String?

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
            shownError = nil
            view?.show(items: loaded.map(\.title))
        case .failure:
            let message = "The menu could not be loaded. Pull to try again."
            guard message != shownError else { return }  // the user already has this alert
            shownError = message
            view?.showError(message)
        }
    }
}
