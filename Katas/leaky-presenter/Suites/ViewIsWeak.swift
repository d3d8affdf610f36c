import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct ViewIsWeak {
    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let presenter = OrdersPresenter()
        weak var weakView: OrdersViewSpy?
        do {
            let view = OrdersViewSpy()
            presenter.view = view
            weakView = view
        }
        expect(weakView == nil, "The presenter keeps its view alive after everyone else let it go: the view controller owns the presenter and the presenter holds the view strongly, so neither is ever freed. Hold the view weakly.")
    }
}
