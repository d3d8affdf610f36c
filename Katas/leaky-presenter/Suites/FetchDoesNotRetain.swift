import Foundation
import Testing
@testable import OrdersScreen

/// A request in flight does not keep the presenter alive, and its reply after the presenter is
/// gone does nothing. The presenter is released once after the service was asked, and once right
/// after viewDidLoad() (a task may then never get to ask the service, which is fine). Then it is
/// released after a load that succeeded and after one that failed: nothing the presenter keeps
/// once a reply is handled (a stored closure, a retry action) may hold it either.
@MainActor
@Suite struct FetchDoesNotRetain {
    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        weak var released: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            released = presenter
            presenter.viewDidLoad()
            let asked = await eventually { service.pending > 0 }
            expect(asked, "viewDidLoad() should ask the service passed to init(service:) for the orders; it was never asked.")
            guard asked else { return }
        }
        let freed = await eventually(turns: 50) { released == nil }
        expect(freed, "The screen was closed while its orders were loading, but the presenter stayed alive: the request holds it strongly (a callback that captured `self`, or a task that holds it while it waits: `guard let self` or `await self?.load()` before the reply). Capture it weakly, and take a strong reference only once the reply is back.")
        var before = view.calls.count
        await service.replyAll(with: .success([order("A-1", placedAt: Date())]))
        await settle()
        let late = Array(view.calls.dropFirst(before))
        expect(late.isEmpty, "A reply that arrives after the presenter is gone must do nothing, but the view was told: \(describe(late)).")

        let atOnce = HeldOrderService()
        weak var releasedAtOnce: OrdersPresenter?
        before = view.calls.count
        do {
            let presenter = OrdersPresenter(service: atOnce)
            presenter.view = view
            releasedAtOnce = presenter
            presenter.viewDidLoad()
        }
        let freedAtOnce = await eventually(turns: 50) { releasedAtOnce == nil }
        expect(freedAtOnce, "The screen was closed right after viewDidLoad(), but the presenter stayed alive: the request it started holds it strongly. Capture it weakly.")
        await settle()
        if atOnce.pending > 0 {
            await atOnce.replyAll(with: .success([order("A-1", placedAt: Date())]))
            await settle()
        }
        let shown: [ViewCall] = view.calls.dropFirst(before).filter { (call: ViewCall) -> Bool in call != .loading(true) }
        expect(shown.isEmpty, "A presenter released before its reply must show nothing more, but the view was told: \(describe(shown)).")

        await releasedAfterALoad(.success([order("A-1", placedAt: Date())]), "its orders were shown")
        await releasedAfterALoad(.failure(FakeFailure()), "its orders failed to load and the message was shown")
    }

    /// Loads, lets the reply be handled, then drops the presenter: it must be freed.
    func releasedAfterALoad(_ reply: Result<[Order], Error>, _ situation: String) async {
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        weak var released: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service)
            presenter.view = view
            released = presenter
            presenter.viewDidLoad()
            guard await eventually({ service.pending > 0 }) else { return }
            await service.replyAll(with: reply)
            await eventually { view.calls.contains { $0 != .loading(true) && $0 != .loading(false) } }
            await settle()
        }
        let freed = await eventually(turns: 50) { released == nil }
        expect(freed, "The screen was closed after \(situation), but the presenter stayed alive: something it keeps holds it strongly (a closure stored in a property, `lazy` or not, or a retry action, that captured `self`). Capture `self` weakly in every closure the presenter keeps.")
    }

    /// The same rule over generated sequences: released with a reload in flight, after a failure
    /// that followed a success, with two requests pending; late replies after it.
    @Test func everySequenceOfSteps() async {
        await OrderSequences(rule: .fetchDoesNotRetain).check(
            "nothing the presenter starts or keeps holds it strongly, and a reply after it is gone does nothing.",
            scenarios: [
                [.load, .reply(0, .orders(1), onMain: false), .load, .releasePresenter, .reply(1, .orders(3), onMain: false)],
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .failure, onMain: false), .releasePresenter],
                [.load, .load, .releasePresenter, .reply(0, .orders(1), onMain: false), .reply(1, .failure, onMain: false)],
            ])
    }

}
