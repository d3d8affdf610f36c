// Hidden helper for the checks that tap rows.
import Foundation
import Testing
@testable import OrdersScreen

/// Builds a presenter whose clock reads `now`, loads `orders` from a background service, and
/// waits until the view has the rows.
@MainActor
func presenterShowing(_ orders: [Order], now: Date) async -> (OrdersPresenter, OrdersViewSpy) {
    let service = BackgroundOrderService(.success(orders))
    let view = OrdersViewSpy()
    let presenter = OrdersPresenter(service: service, now: { now })
    presenter.view = view
    presenter.viewDidLoad()
    await service.untilReplied(1)
    await eventually { view.log.lastRows != nil }
    return (presenter, view)
}

/// Taps rows and collects what each tap told the view. A presenter may answer at once, in a main
/// actor task, or after a trip through another queue: a tap is given a few turns, then a bounded
/// wait; once a tap has gone unanswered through the whole wait, later taps get only the few turns,
/// so a presenter that ignores taps does not make the check hang.
@MainActor
final class Tapper {
    private var patient = true

    /// What the view was told after a tap on row `index`. A tap that should do nothing is given
    /// only the few turns: waiting longer would only prove the same nothing more slowly.
    func tap(_ index: Int, on presenter: OrdersPresenter, view: OrdersViewSpy, expectingAnswer: Bool = true) async -> [ViewCall] {
        let before = view.calls.count
        presenter.didSelectRow(at: index)
        guard expectingAnswer else {
            await settle()
            return Array(view.calls.dropFirst(before))
        }
        var answered = view.calls.count > before
        for _ in 0..<10 where !answered {
            await mainTurn()
            answered = view.calls.count > before
        }
        if !answered && patient {
            answered = await eventually(turns: 200) { view.calls.count > before }
            patient = answered
        }
        // A second answer to the same tap shows up here or in the next tap's window: either way
        // the calls no longer match, so it is not missed.
        return Array(view.calls.dropFirst(before))
    }
}

extension OrderSequences {
    /// Sequences for a check that taps rows: the presenter gets the sequence's clock.
    static func tapping(_ rule: OrderRule) -> OrderSequences {
        OrderSequences(rule: rule, make: { service, now in OrdersPresenter(service: service, now: now) },
                       tap: { presenter, index in presenter.didSelectRow(at: index) })
    }
}
