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

@MainActor
protocol MenuPresenting: AnyObject {
    func onViewDidLoad()
    func didSelectItem(at index: Int)
    func didTapInfo()
}

extension MenuService: MenuRepository {}

@MainActor
final class MenuPresenter: MenuPresenting {
    private weak var view: (any MenuView)?
    private let repository: any MenuRepository
    private let router: any MenuRouting

    private(set) var items: [MenuItem] = []

    init(view: any MenuView, repository: any MenuRepository, router: any MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    func onViewDidLoad() {
        // Said on every load, also while one is in flight: a repeat is harmless.
        view?.showLoading(true)
        // While the reload is in flight, items stay the last menu (allowed).
        repository.loadItems { [weak self] result in
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    // Every reply is shown, a late older one too (allowed): the latest comes last.
                    self?.handle(result)
                }
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        let item = items[index]
        // The router may be called on a later main turn.
        DispatchQueue.main.async { [router] in
            MainActor.assumeIsolated { router.showDetail(for: item) }
        }
    }

    func didTapInfo() {
        Task { @MainActor [router] in router.showInfo() }
    }

    private func handle(_ result: Result<[MenuItem], Error>) {
        switch result {
        case .success(let loaded):
            items = loaded
            view?.showLoading(false)
            view?.show(items: loaded.map { $0.title })
        case .failure(let error):
            items = []
            view?.showLoading(false)
            view?.showError(Self.message(for: error))
            view?.show(items: [])
        }
    }

    private static func message(for error: Error) -> String {
        let detail = error.localizedDescription.trimmingCharacters(in: .whitespacesAndNewlines)
        return detail.isEmpty ? "Could not load the menu." : "Could not load the menu: \(detail)"
    }
}
