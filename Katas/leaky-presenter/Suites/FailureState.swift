import Foundation
import Testing
@testable import OrdersScreen

/// What follows a failed fetch, and the retry after it, with the replies held by the check: a
/// failure stops loading and then shows a message (an empty list alongside it is fine, a non-empty
/// one is not); loading again (viewDidLoad() once more) then stops loading and shows the rows.
/// What the view shows before a reply (loading on) is `main-thread`'s business.
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
        var start = view.calls.count
        await service.replyAll(with: .failure(FakeFailure()))
        await eventually { view.calls.dropFirst(start).contains(.message) }
        await settle()
        let failed = Array(view.calls.dropFirst(start))
        expect(Self.isFailureShown(failed), "When the fetch fails, the view should get showLoading(false) and then showMessage(_:), so the user is not left with a blank table or a spinner that never stops; it got: \(describe(failed)).")
        let worded: Bool = view.log.messages.allSatisfy { (text: String) -> Bool in !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        expect(worded, "The message after a failed fetch is empty: tell the user what went wrong.")

        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await settle()
        start = view.calls.count
        await service.replyAll(with: .success([order("A-1", placedAt: Date()), order("A-2", placedAt: Date())]))
        await eventually { view.calls.count >= start + 2 }
        await settle()
        let loaded = Array(view.calls.dropFirst(start))
        let stoppedAndShown: Bool = loaded.contains(.loading(false)) && loaded.contains(.rows(2))
        expect(stoppedAndShown && !loaded.contains(.message), "After a failure, loading again (viewDidLoad() once more) and succeeding should stop loading and show the rows, and nothing else; the view got: \(describe(loaded)).")
        withExtendedLifetime(presenter) {}
    }

    /// Loading off first, then exactly one message; an empty list after loading off (clearing the
    /// old rows) may come too.
    static func isFailureShown(_ calls: [ViewCall]) -> Bool {
        guard calls.first == .loading(false) else { return false }
        return calls.filter { $0 != .rows(0) } == [.loading(false), .message]
    }

    /// The same rule over generated sequences: a failure after a success, two failures in a row,
    /// a reload after a failure answered at once, a failure while another load is pending.
    @Test func everySequenceOfSteps() async {
        await OrderSequences(rule: .failureState).check(
            "every failed fetch stops loading and shows a message, however many loads came before; loading again after a failure asks the service again, and its rows are shown with no message.",
            scenarios: [
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .failure, onMain: false)],
                [.load, .reply(0, .failure, onMain: false), .load, .reply(1, .failure, onMain: false), .load, .reply(2, .orders(1), onMain: false)],
                [.load, .reply(0, .failure, onMain: false), .load, .load, .reply(2, .orders(2), onMain: false)],
            ])
    }

}
