// The menu presenter, with async/await: each load asks the repository at once and awaits its
// answer through a one-element AsyncStream, in a task that runs on the main actor.
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
        // Until the new menu arrives there is nothing to select: a tap on an old row does nothing.
        items = []
        let reply = ask(repository)
        Task { [weak self] in
            for await result in reply {
                self?.show(result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    /// Starts the request now and hands back its one reply as a stream.
    private nonisolated func ask(_ repository: MenuRepository) -> AsyncStream<Result<[MenuItem], Error>> {
        let (stream, continuation) = AsyncStream.makeStream(of: Result<[MenuItem], Error>.self)
        repository.loadItems { result in
            continuation.yield(result)
            continuation.finish()
        }
        return stream
    }

    /// Every reply is shown as it comes, a late one for an older load too.
    private func show(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let menu):
            items = menu
            view?.showLoading(false)
            view?.show(items: menu.map { $0.title })
        case .failure(let error):
            items = []
            view?.show(items: [])
            view?.showLoading(false)
            view?.showError("Sorry, the menu is not available right now (\(error.localizedDescription)). Pull down to try again.")
        }
    }
}
