// The menu screen's contract and presenter, as a small state machine.
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
    /// What the screen shows besides the spinner.
    private enum Content: Equatable {
        case nothing
        case menu([MenuItem])
        case error
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var content = Content.nothing
    private var generation = 0

    var items: [MenuItem] {
        if case .menu(let items) = content { return items }
        return []
    }

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        generation += 1
        let expected = generation
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                guard let self, self.generation == expected else { return }
                self.view?.showLoading(false)
                switch result {
                case .success(let items): self.transition(to: .menu(items))
                case .failure: self.transition(to: .error)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        let current = items
        guard current.indices.contains(index) else { return }
        router.showDetail(for: current[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    /// Draws only what changed.
    private func transition(to next: Content) {
        let previous = content
        content = next
        switch next {
        case .menu(let items):
            view?.show(items: items.map(\.title))
        case .error:
            guard previous != .error else { return }
            view?.showError("We can't show the menu right now. Try again in a moment.")
        case .nothing:
            break
        }
    }
}
