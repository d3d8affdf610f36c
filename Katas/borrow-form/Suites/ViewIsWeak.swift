import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct ViewIsWeak {
    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let presenter = BorrowPresenter(bookID: 7, borrowing: ControlledBorrowing())
        weak var weakView: FrameSpy?
        do {
            let view = FrameSpy()
            presenter.attach(view)
            weakView = view
        }
        expect(weakView == nil, "The presenter keeps its view alive after the screen let it go. The screen owns the presenter; hold the view weakly.")
        _ = presenter
    }
}
