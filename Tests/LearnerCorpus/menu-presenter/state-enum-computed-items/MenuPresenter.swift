import Foundation

// MARK: - Contract

@MainActor
protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

// MARK: - Dependencies

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor
protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

// MARK: - Presenter

@MainActor
final class MenuPresenter: MenuPresenting {
    private enum State {
        case idle
        case loading(previous: [MenuItem])
        case loaded([MenuItem])
        case failed
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var state = State.idle

    /// What was loaded; read-only from outside.
    var items: [MenuItem] {
        switch state {
        case .idle, .failed: return []
        case .loading(let previous): return previous
        case .loaded(let items): return items
        }
    }

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        state = .loading(previous: items)
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor in
                self?.receive(result)
            }
        }
    }

    func didSelectItem(at index: Int) {
        let shown = items
        guard shown.indices.contains(index) else { return }
        router.showDetail(for: shown[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func receive(_ result: Result<[MenuItem], Error>) {
        view?.showLoading(false)
        switch result {
        case .success(let loaded):
            state = .loaded(loaded)
            view?.show(items: loaded.map(\.title))
        case .failure:
            state = .failed
            view?.show(items: [])
            view?.showError("Oops, the menu did not load.")
        }
    }
}
