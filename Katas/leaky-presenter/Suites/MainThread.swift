import Foundation
import Testing
@testable import OrdersScreen

/// Every call the view gets arrives on the main thread, on every path of a load: a successful
/// load, a failed reload and a reload that succeeds. The first load also arrives in order:
/// loading on, loading off, rows. Then the same with a service that answers at once, on the main
/// thread that asked: a correct hop still works there (`DispatchQueue.main.sync` traps).
/// (Taps come in stage 3: `tap-on-main-thread`.)
@MainActor
@Suite struct MainThread {
    @Test func everyViewCallArrivesOnTheMainThread() async {
        let orders = [order("A-1", placedAt: Date()), order("A-2", placedAt: Date(), delivered: false)]
        let service = BackgroundOrderService(.success(orders), .failure(FakeFailure()), .success(orders))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view
        var offMain: [String] = []

        presenter.viewDidLoad()
        await eventually { view.calls.count >= 3 }
        await settle()
        let firstLoad = view.calls
        expect(firstLoad == [.loading(true), .loading(false), .rows(2)], "When the orders load, the view should get showLoading(true), then showLoading(false), then the rows; it got: \(describe(firstLoad)).")
        var late = view.log.callsOffMain(from: 0)
        if !late.isEmpty { offMain.append("loading the orders: \(describe(late))") }

        var start = view.calls.count
        presenter.viewDidLoad()
        await eventually { view.calls.contains(.message) || view.calls.count >= start + 3 }
        await settle()
        late = view.log.callsOffMain(from: start)
        if !late.isEmpty { offMain.append("a reload that fails: \(describe(late))") }

        start = view.calls.count
        presenter.viewDidLoad()
        await eventually { view.calls.count >= start + 3 }
        await settle()
        late = view.log.callsOffMain(from: start)
        if !late.isEmpty { offMain.append("a reload that succeeds: \(describe(late))") }

        expect(offMain.isEmpty, "The service answers on a background queue, and the view was called there. Off the main thread on \(offMain.joined(separator: "; ")). Move to the main thread before every call to the view, on every path.")
        withExtendedLifetime(presenter) {}
        await aServiceThatAnswersOnTheMainThread(orders)
    }

    /// A service may answer on any thread, the main one too, and before fetchOrders returns.
    func aServiceThatAnswersOnTheMainThread(_ orders: [Order]) async {
        let service = ImmediateOrderService(.success(orders), .failure(FakeFailure()))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service)
        presenter.view = view

        presenter.viewDidLoad()
        await eventually { view.calls.count >= 3 }
        await settle()
        let loaded = view.calls
        expect(loaded == [.loading(true), .loading(false), .rows(2)], "With a service that answers at once on the main thread (a service may answer on any thread), the view should get showLoading(true), then showLoading(false), then the rows; it got: \(describe(loaded)).")
        let start = view.calls.count
        presenter.viewDidLoad()
        await eventually { view.calls.dropFirst(start).contains(.message) }
        await settle()
        let offMain = view.log.callsOffMain(from: 0)
        expect(offMain.isEmpty, "With a service that answers at once on the main thread, the view was called off the main thread: \(describe(offMain)).")
        withExtendedLifetime(presenter) {}
    }

    /// The same rule over generated sequences: reloads while a load is pending, replies out of
    /// order or twice, services that answer inside the call, on the main thread.
    @Test func everySequenceOfSteps() async {
        await OrderSequences(rule: .mainThread).check(
            "every viewDidLoad() shows loading on (exactly showLoading(true)) and asks the service once; each reply shows loading off, then the rows; every call arrives on the main thread.",
            scenarios: [
                [.load, .load, .reply(1, .orders(3), onMain: false), .reply(0, .orders(1), onMain: false)],
                [.loadAnsweredAtOnce(.orders(3)), .load, .reply(1, .orders(2), onMain: false)],
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .orders(1), onMain: false)],
            ])
    }

}
