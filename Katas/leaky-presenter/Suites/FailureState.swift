import Foundation
import Testing
@testable import OrdersScreen

/// Each step of a failed load and of the retry after it, with the replies held by the check:
/// before a reply the view only shows loading; a failure then stops loading and shows a message;
/// loading again (viewDidLoad() once more) shows loading again, and a success then stops loading
/// and shows the rows.
@MainActor
@Suite struct FailureState {
    @Test func aFailedFetchStopsLoadingAndShowsAMessageThenARetryWorks() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view

        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await settle()
        let waiting = view.calls
        expect(waiting == [.loading(true)], "While the orders load (the reply has not come yet), the view should be told exactly showLoading(true); it got: \(describe(waiting)).")

        await service.replyAll(with: .failure(FakeFailure()))
        await eventually { view.calls.count >= waiting.count + 2 }
        await settle()
        let failed = Array(view.calls.dropFirst(waiting.count))
        expect(failed == [.loading(false), .message], "When the fetch fails, the view should get showLoading(false) and then showMessage(_:), so the user is not left with a blank table; it got: \(describe(failed)).")
        let worded: Bool = view.log.messages.allSatisfy { (text: String) -> Bool in !text.trimmingCharacters(in: .whitespaces).isEmpty }
        expect(worded, "The message after a failed fetch is empty: tell the user what went wrong.")

        var start = view.calls.count
        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await settle()
        let retrying = Array(view.calls.dropFirst(start))
        expect(retrying == [.loading(true)], "After a failure, loading again (viewDidLoad() once more) should show exactly showLoading(true) until the reply; the view got: \(describe(retrying)).")

        start = view.calls.count
        await service.replyAll(with: .success([order("A-1", placedAt: Date()), order("A-2", placedAt: Date())]))
        await eventually { view.calls.count >= start + 2 }
        await settle()
        let loaded = Array(view.calls.dropFirst(start))
        let stoppedAndShown: Bool = loaded.contains(.loading(false)) && loaded.contains(.rows(2))
        expect(stoppedAndShown && !loaded.contains(.message), "When the retry succeeds, the view should stop loading and show the rows, and nothing else; it got: \(describe(loaded)).")
        withExtendedLifetime(presenter) {}
    }
}
