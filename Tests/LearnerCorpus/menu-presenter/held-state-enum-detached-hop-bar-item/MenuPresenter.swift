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
    enum Phase: Equatable {
        case notLoaded
        case loading(ticket: Int, shown: [MenuItem])
        case loaded([MenuItem])
        case failed
    }

    private(set) var phase = Phase.notLoaded

    /// The menu the presenter acts on: the last one loaded, kept while a reload runs.
    var items: [MenuItem] {
        switch phase {
        case .notLoaded, .failed: return []
        case .loading(_, let shown): return shown
        case .loaded(let menu): return menu
        }
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting
    private var tickets = 0

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        tickets += 1
        let ticket = tickets
        phase = .loading(ticket: ticket, shown: items)
        view?.showLoading(true)
        repository.loadItems { [weak self] result in
            Task.detached { [weak self] in
                await MainActor.run { [weak self] in
                    self?.complete(ticket, with: result)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        let menu = items
        guard menu.startIndex <= index, index < menu.endIndex else { return }
        router.showDetail(for: menu[index])
    }

    func didTapInfo() {
        router.showInfo()
    }

    private func complete(_ ticket: Int, with result: Result<[MenuItem], Error>) {
        guard case .loading(let current, _) = phase, current == ticket else { return }
        view?.showLoading(false)
        switch result {
        case .success(let menu):
            phase = .loaded(menu)
            view?.show(items: menu.map(\.title))
        case .failure:
            phase = .failed
            view?.showError("Menu unavailable.")
        }
    }
}
