// Alternative: an explicit state machine; `items` is kept in step with the state. The reply
// hops to the main actor by awaiting a main-actor method from a plain Task.
import Foundation

@MainActor protocol MenuView: AnyObject {
    func showLoading(_ isLoading: Bool)
    func show(items: [String])
    func showError(_ message: String)
}

@MainActor protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

@MainActor protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

extension MenuService: MenuRepository {}

@MainActor
final class MenuPresenter: MenuPresenting {
    /// Private, as is `state`: the presenter keeps the contract's interface (a learner's tests
    /// then build once for it and the solution).
    private enum State: Equatable {
        case idle
        case loading
        case loaded([MenuItem])
        case failed(String)
    }

    private var state: State = .idle {
        didSet {
            if case .loaded(let loaded) = state { items = loaded } else { items = [] }
        }
    }
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    /// Kept in step with `state`: the loaded items, none in any other state.
    private(set) var items: [MenuItem] = []

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        transition(to: .loading)
        repository.loadItems { [weak self] result in
            Task { await self?.receive(result) }
        }
    }

    func didSelectItem(at index: Int) {
        guard case .loaded(let items) = state, items.indices.contains(index) else { return }
        router.showDetail(for: items[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func receive(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let items): transition(to: .loaded(items))
        case .failure: transition(to: .failed("We couldn't load the menu."))
        }
    }

    private func transition(to next: State) {
        let wasLoading = state == .loading
        state = next
        switch next {
        case .idle:
            break
        case .loading:
            view?.showLoading(true)
        case .loaded(let items):
            if wasLoading { view?.showLoading(false) }
            view?.show(items: items.map(\.title))
        case .failed(let message):
            if wasLoading { view?.showLoading(false) }
            view?.showError(message)
        }
    }
}
