import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct ViewIsWeak {
    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let router = MenuRouterSpy()
        weak var weakView: MenuViewSpy?
        var presenter: MenuPresenter?
        do {
            let view = MenuViewSpy()
            presenter = MenuPresenter(view: view, repository: BackgroundMenuRepository(.success([])), router: router)
            weakView = view
        }
        expect(weakView == nil, "The presenter keeps its view alive. The view controller owns the presenter; the presenter must hold the view weakly, through a class-bound protocol.")
        _ = presenter
    }
}
