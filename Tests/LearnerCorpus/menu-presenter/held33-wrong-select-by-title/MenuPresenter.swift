// The menu screen's contract and presenter.
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
    /// The titles the list shows, row by row: what the user can tap.
    private var rowTitles: [String] = []
    private var latestRequest = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        items = []  // until the reply; the rows on screen stay as they are
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                self?.finish(request: request, with: result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        // The tap is on a row the user saw: open the item that row shows, and only if the presenter
        // still holds it (during a reload, or after a failed one, the rows on screen are stale).
        guard rowTitles.indices.contains(index) else { return }
        let title = rowTitles[index]
        guard let item = items.first(where: { $0.title == title }) else { return }
        router.showDetail(for: item)
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func finish(request: Int, with result: Result<[MenuItem], Error>) {
        guard request == latestRequest else { return }
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            items = loaded
            rowTitles = loaded.map(\.title)
            view?.show(items: rowTitles)
        case .failure:
            view?.showError(String(localized: "Sorry, the menu didn't load. Try again in a moment."))
        }
    }
}
