import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct MainThread {
    @Test func everyViewCallArrivesOnTheMainThreadInOrder() async {
        let service = BackgroundOrderService(.success([order("A-1", placedAt: Date())]))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view

        presenter.viewDidLoad()
        await service.untilReplied(1)
        await eventually { view.calls.count >= 3 }
        await settle()

        let offMain = view.log.callsOffMain
        expect(offMain.isEmpty, "The service answers on a background queue, and the view was called there: \(offMain.map(\.description).joined(separator: ", ")). Move to the main thread before talking to the view.")
        expect(view.calls == [.loading(true), .loading(false), .rows(1)], "Expected the view to get showLoading(true), then showLoading(false), then the rows; it got: \(view.summary).")
        _ = presenter
    }
}
