// The menu screen's contract and presenter, completion style: each reply hops to the main queue
// with DispatchQueue.main.async; only the latest request's reply is shown. A failure empties the
// menu, ends loading, then says what went wrong. The view is weak; the presenter itself is owned
// by its view controller for the whole life of the screen, so the completion does not retain it.
import Foundation

@MainActor protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

@MainActor protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

extension MenuService: MenuRepository {}

@MainActor
final class MenuPresenter {
    private(set) var items: [MenuItem] = []

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var latestRequest = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }
}

extension MenuPresenter: MenuPresenting {
    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        view?.showLoading(true)
        repository.loadItems { [unowned self] result in
            DispatchQueue.main.async {
                guard request == self.latestRequest else { return }
                self.handle(result)
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

    private func handle(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let menu):
            items = menu
            view?.showLoading(false)
            view?.show(items: menu.map(\.title))
        case .failure(let error):
            items = []
            view?.showLoading(false)
            view?.showError(Self.message(for: error))
        }
    }

    private static func message(for error: Error) -> String {
        if let url = error as? URLError, url.code == .notConnectedToInternet {
            return "You are offline. Connect to the internet and try again."
        }
        return "We couldn't load the menu. Please try again."
    }
}
