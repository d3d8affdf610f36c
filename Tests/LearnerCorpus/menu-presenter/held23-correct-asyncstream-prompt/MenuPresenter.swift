// The menu screen's contract and presenter. Foundation only.
//
// The repository's callback feeds a one-element AsyncStream; a main-actor task awaits it and
// applies the reply only when its request is still the newest (a late reply to a replaced request
// is dropped, which the brief allows). A failed load empties the items and the list. A tap on a
// row is checked at once and the router is asked on the next main turn, with the item taken at tap
// time.
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
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    private(set) var items: [MenuItem] = []
    private var newestRequest = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        newestRequest += 1
        let request = newestRequest
        view?.showLoading(true)

        let (replies, feed) = AsyncStream.makeStream(of: Result<[MenuItem], Error>.self, bufferingPolicy: .bufferingNewest(1))
        repository.loadItems { result in
            feed.yield(result)
            feed.finish()
        }
        Task { [weak self] in
            for await result in replies {
                self?.apply(result, to: request)
                break
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        let router = self.router
        Task { router.showDetail(for: item) }
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func apply(_ result: Result<[MenuItem], Error>, to request: Int) {
        guard request == newestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            items = menu
            view?.show(items: menu.map(\.title))
        case .failure:
            items = []
            view?.show(items: [])
            view?.showError("The menu didn't load. Tap Retry or pull down to try again.")
        }
    }
}
