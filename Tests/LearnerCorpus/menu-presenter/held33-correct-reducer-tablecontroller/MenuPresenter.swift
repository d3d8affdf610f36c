// The menu screen's contract and presenter.
//
// The presenter is a thin shell around a pure reducer: `MenuState.reduce` takes the state and an
// event and returns the next state and the effects to run. Only `MenuPresenter.run` talks to the
// view, the repository and the router.
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

// MARK: - Pure core

/// Everything the screen's logic needs to remember.
struct MenuState: Equatable {
    /// The menu last loaded successfully.
    var items: [MenuItem] = []
    /// The number of the latest request; a reply carrying another number is from an older load.
    var latestRequest = 0
}

/// What happened.
enum MenuEvent {
    case viewDidLoad
    case replied(request: Int, result: Result<[MenuItem], Error>)
    case selected(index: Int)
    case infoTapped
}

/// What the shell must do, in order.
enum MenuEffect: Equatable {
    case loading(Bool)
    case list([String])
    case error(String)
    case fetch(request: Int)
    case detail(MenuItem)
    case info
}

extension MenuState {
    static let failureMessage = String(localized: "The menu could not be loaded. Please try again.")

    /// The next state and the effects of one event. Pure: no view, no repository, no router.
    static func reduce(_ state: MenuState, _ event: MenuEvent) -> (MenuState, [MenuEffect]) {
        var next = state
        switch event {
        case .viewDidLoad:
            next.latestRequest += 1
            // Loading on before asking: a repository may answer inside `loadItems`.
            return (next, [.loading(true), .fetch(request: next.latestRequest)])

        case let .replied(request, result):
            guard request == state.latestRequest else { return (state, []) }  // an older load's reply
            switch result {
            case .success(let items):
                next.items = items
                return (next, [.loading(false), .list(items.map(\.title))])
            case .failure:
                // A failed reload keeps the menu the presenter already holds (and the screen shows).
                return (next, [.loading(false), .error(failureMessage)])
            }

        case .selected(let index):
            guard state.items.indices.contains(index) else { return (state, []) }
            return (state, [.detail(state.items[index])])

        case .infoTapped:
            return (state, [.info])
        }
    }
}

// MARK: - Shell

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var state = MenuState()

    /// What was loaded.
    var items: [MenuItem] { state.items }

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() { send(.viewDidLoad) }
    func didSelectItem(at index: Int) { send(.selected(index: index)) }
    func didTapInfo() { send(.infoTapped) }

    private func send(_ event: MenuEvent) {
        let (next, effects) = MenuState.reduce(state, event)
        state = next
        effects.forEach(run)
    }

    private func run(_ effect: MenuEffect) {
        switch effect {
        case .loading(let isLoading): view?.showLoading(isLoading)
        case .list(let titles): view?.show(items: titles)
        case .error(let message): view?.showError(message)
        case .detail(let item): router.showDetail(for: item)
        case .info: router.showInfo()
        case .fetch(let request):
            repository.loadItems { [weak self] result in
                // Any thread: back to the main actor, and to the view through the weak property.
                Task { @MainActor [weak self] in
                    self?.send(.replied(request: request, result: result))
                }
            }
        }
    }
}
