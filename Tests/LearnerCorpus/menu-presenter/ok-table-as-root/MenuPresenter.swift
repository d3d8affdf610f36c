//  MenuPresenter.swift
//  Contract + presenter for the café menu. No UIKit in here on purpose.

import Foundation

// MARK: - Contract

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

@MainActor protocol MenuRouting: AnyObject {
    func showDetail(for item: MenuItem)
    func showInfo()
}

protocol MenuRepository: Sendable {
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void)
}

extension MenuService: MenuRepository {}

// MARK: - Presenter

@MainActor
final class MenuPresenter {
    enum State: Equatable {
        case idle
        case loading
        case loaded([MenuItem])
        case failed(String)
    }

    private(set) var state: State = .idle

    var items: [MenuItem] {
        if case .loaded(let items) = state { return items }
        return []
    }

    private weak var view: MenuView?
    private let repository: MenuRepository
    private let router: MenuRouting

    init(view: MenuView, repository: MenuRepository, router: MenuRouting) {
        self.view = view
        self.repository = repository
        self.router = router
    }

    private func transition(to newState: State) {
        state = newState
        switch newState {
        case .idle:
            break
        case .loading:
            view?.showLoading(true)
        case .loaded(let items):
            view?.showLoading(false)
            view?.show(items: items.map(\.title))
        case .failed(let message):
            view?.showLoading(false)
            view?.showError(message)
        }
    }
}

extension MenuPresenter: MenuPresenting {
    func onViewDidLoad() {
        transition(to: .loading)
        repository.loadItems { [weak self] result in
            Task { @MainActor [weak self] in
                switch result {
                case .success(let items):
                    self?.transition(to: .loaded(items))
                case .failure:
                    self?.transition(to: .failed("We couldn't load the menu. Check your connection and try again."))
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
}
