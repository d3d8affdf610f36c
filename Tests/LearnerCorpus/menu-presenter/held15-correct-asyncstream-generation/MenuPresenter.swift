// The menu screen's contract and presenter.
//
// The repository is asked at once, in `onViewDidLoad()`; its callback (on any thread, maybe
// before `loadItems` returns) feeds an AsyncStream that a main-actor task awaits. Every load
// has a number, and only the latest load's reply is applied: an older one that comes late is
// dropped.
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
    private(set) var items: [MenuItem] = []

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var latestLoad = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestLoad += 1
        let load = latestLoad
        view?.showLoading(true)

        let (replies, continuation) = AsyncStream.makeStream(of: Result<[MenuItem], Error>.self, bufferingPolicy: .bufferingNewest(1))
        repository.loadItems { result in
            continuation.yield(result)
            continuation.finish()
        }
        Task { [weak self] in
            for await result in replies {
                self?.apply(result, of: load)
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

    private func apply(_ result: Result<[MenuItem], Error>, of load: Int) {
        guard load == latestLoad else { return }
        switch result {
        case .success(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map(\.title))
        case .failure:
            items = []
            view?.showLoading(false)
            view?.showError(String(localized: "The menu could not be loaded. Try again in a moment."))
        }
    }
}
