// The menu screen's contract and presenter: a state enum rendered in one place.
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
final class MenuPresenter: MenuPresenting {
    private enum State {
        case loading
        case loaded([MenuItem])
        case failed(String)
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var latestRequest = 0

    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        latestRequest += 1
        let request = latestRequest
        render(.loading)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                self?.receive(result, for: request)
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

    private func receive(_ result: Result<[MenuItem], Error>, for request: Int) {
        // Only the latest request counts; an older, late reply is ignored (the brief allows either).
        guard request == latestRequest else { return }
        switch result {
        case .success(let loaded):
            render(.loaded(loaded))
        case .failure:
            render(.failed("The menu could not be loaded. Pull to try again."))
        }
    }

    /// The one place that changes the state and tells the view.
    private func render(_ state: State) {
        switch state {
        case .loading:
            view?.showLoading(true)
        case .loaded(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map(\.title))
        case .failed(let message):
            items = []
            // Clearing the list first is allowed anywhere among the failure's calls.
            view?.show(items: [])
            view?.showLoading(false)
            view?.showError(message)
        }
    }
}
