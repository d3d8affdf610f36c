import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct FailureState {
    @Test func aFailedFetchStopsLoadingAndShowsAMessage() async {
        let service = BackgroundOrderService(.failure(FakeFailure()))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view

        presenter.viewDidLoad()
        await service.untilReplied(1)
        await eventually { view.calls.contains(.message) }
        await settle()

        let calls = view.calls
        let lastLoading = calls.last { if case .loading = $0 { return true } else { return false } }
        expect(calls.contains(.loading(true)), "While the orders load, the view should show it: showLoading(true). It got: \(view.summary).")
        expect(lastLoading == .loading(false), "After a failed fetch the view is still loading: call showLoading(false). It got: \(view.summary).")
        expect(calls.contains(.message) && view.log.messages.allSatisfy { !$0.isEmpty }, "After a failed fetch the user sees a blank table forever: show a message. The view got: \(view.summary).")
        _ = presenter
    }
}
