import Foundation
import Testing
@testable import OrdersScreen

/// The answer to a tap, returnable or not, reaches the view on the main thread. A tap left
/// unanswered is `return-rule`'s business.
@MainActor
@Suite struct TapOnMainThread {
    @Test func theAnswerToATapArrivesOnTheMainThread() async {
        let now = Berlin.date(2026, 4, 9, 10)
        let orders = [
            order("recent", placedAt: Berlin.date(2026, 4, 7, 10)),
            order("on-its-way", placedAt: Berlin.date(2026, 4, 8, 10), delivered: false),
        ]
        let (presenter, view) = await presenterShowing(orders, now: now)
        let start = view.calls.count
        let tapper = Tapper()
        let returnable = await tapper.tap(0, on: presenter, view: view)
        let refused = await tapper.tap(1, on: presenter, view: view)
        await settle()
        let offMain = view.log.callsOffMain(from: start)
        // Whether each tap gets the right answer is `return-rule`'s business; this check only needs
        // one answer to judge its thread.
        expect(!(returnable + refused).isEmpty, "A tap on a row should get an answer (showReturn(for:) or showMessage(_:)), but neither tap did, so their thread could not be judged.")
        expect(offMain.isEmpty, "The answer to a tap reached the view off the main thread: \(describe(offMain)). UIKit lives on the main thread: decide where you like, but call the view on main.")
        withExtendedLifetime(presenter) {}
    }

    /// The same rule over generated sequences: taps while a reload is pending, after a failure,
    /// after a service that answered on the main thread.
    @Test func everySequenceOfSteps() async {
        await OrderSequences.tapping(.tapOnMainThread).check(
            "the answer to a tap reaches the view on the main thread, whatever happened before it.",
            scenarios: [
                [.load, .reply(0, .orders(3), onMain: false), .load, .tap(0)],
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .failure, onMain: false), .tap(1)],
            ])
    }

}
