import Foundation
import Testing
@testable import OrdersScreen

/// Every call the view gets arrives on the main thread, on every path: a successful load, taps on
/// a returnable and a non-returnable row, a failed reload and a reload that succeeds. The first
/// load also arrives in order: loading on, loading off, rows.
@MainActor
@Suite struct MainThread {
    @Test func everyViewCallArrivesOnTheMainThread() async {
        let now = Berlin.date(2026, 4, 9, 10)
        let orders = [
            order("recent", placedAt: Berlin.date(2026, 4, 7, 10)),
            order("on-its-way", placedAt: Berlin.date(2026, 4, 8, 10), delivered: false),
        ]
        let service = BackgroundOrderService(.success(orders), .failure(FakeFailure()), .success(orders))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        var offMain: [String] = []
        func watch(_ path: String, from start: Int) {
            let late = view.log.callsOffMain(from: start)
            if !late.isEmpty { offMain.append("\(path): \(describe(late))") }
        }

        presenter.viewDidLoad()
        await eventually { view.calls.count >= 3 }
        await settle()
        let firstLoad = view.calls
        expect(firstLoad == [.loading(true), .loading(false), .rows(2)], "When the orders load, the view should get showLoading(true), then showLoading(false), then the rows; it got: \(describe(firstLoad)).")
        watch("loading the orders", from: 0)

        var start = view.calls.count
        let tapper = Tapper()
        _ = await tapper.tap(0, on: presenter, view: view)
        _ = await tapper.tap(1, on: presenter, view: view)
        await settle()
        watch("tapping a row", from: start)

        start = view.calls.count
        presenter.viewDidLoad()
        await eventually { view.calls.contains(.message) || view.calls.count >= start + 3 }
        await settle()
        watch("a reload that fails", from: start)

        start = view.calls.count
        presenter.viewDidLoad()
        await eventually { view.calls.count >= start + 3 }
        await settle()
        watch("a reload that succeeds", from: start)

        expect(offMain.isEmpty, "The service answers on a background queue, and the view was called there. Off the main thread on \(offMain.joined(separator: "; ")). Move to the main thread before every call to the view, on every path.")
        withExtendedLifetime(presenter) {}
    }
}
