// The menu presenter. Its load state is one enum; a reply is matched to the load it answers and
// carried to the main actor with MainActor.run before anything else happens.
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
    private enum LoadState: Equatable {
        case notStarted
        case loading(UUID)
        case loaded
        case failed
    }

    private(set) var items: [MenuItem] = []

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var state = LoadState.notStarted

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        let load = UUID()
        state = .loading(load)
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { [weak self] in
                await MainActor.run { [weak self] in
                    self?.receive(result, for: load)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard let item = items.indices.contains(index) ? items[index] : nil else { return }
        router.showDetail(for: item)
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func receive(_ result: Result<[MenuItem], Error>, for load: UUID) {
        guard state == .loading(load) else { return } // an older load's reply: the newer one decides
        switch result {
        case .success(let menu):
            state = .loaded
            items = menu
            view?.showLoading(false)
            view?.show(items: menu.map(\.title))
        case .failure:
            state = .failed
            items = []
            view?.showLoading(false)
            view?.showError("The menu didn't load.")
        }
    }
}
