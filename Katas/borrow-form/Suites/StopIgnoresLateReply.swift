import Foundation
import Testing
@testable import BorrowForm

/// stop() ends the feature. stop() itself may draw a last frame or not; after it returns, nothing
/// reaches the view and nothing reaches the library.
@MainActor
@Suite struct StopIgnoresLateReply {
    @Test func afterStopWithARequestInFlightNothingChanges() async {
        for reply in Rule.replies {
            let form = await Form.busy(with: "3")
            guard form.service.calls.count == 1 else { return }  // Sending is judged elsewhere.
            form.presenter.stop()
            await drainMain()
            let mark = form.mark
            await form.reply(0, reply.result, current: false)
            check(form.frames(since: mark).isEmpty,
                   "After stop(), a late \(reply.name) reply to the request from before still reached the view: \(describe(form.frames(since: mark))). A stopped feature shows nothing.")
            await afterStopUserActionsDoNothing(form, mark: form.mark, calls: 1, when: "with a request in flight")
        }
    }

    @Test func afterStopWhileIdleNothingChanges() async {
        // Stopped on a fresh form, and stopped after a reply (idle, with a message on screen).
        let fresh = await Form.make()
        fresh.presenter.stop()
        await drainMain()
        await afterStopUserActionsDoNothing(fresh, mark: fresh.mark, calls: 0, when: "on an idle form")

        let answered = await Form.busy(with: "3")
        guard await answered.reply(0, .failure(.unavailable)) else { return }
        answered.presenter.stop()
        await drainMain()
        let mark = answered.mark
        await answered.reply(0, .success(LoanReceipt(bookID: 7, days: 3)), current: false)
        check(answered.frames(since: mark).isEmpty,
               "After stop(), a second reply to the request from before still reached the view: \(describe(answered.frames(since: mark))).")
        await afterStopUserActionsDoNothing(answered, mark: answered.mark, calls: 1, when: "after a reply")
    }

    /// Edits and taps after stop() (and after a second stop(), which may draw like the first).
    private func afterStopUserActionsDoNothing(_ form: Form, mark: Int, calls: Int, when: String) async {
        await form.edit("5")
        await form.submit()
        check(form.frames(since: mark).isEmpty,
               "After stop() (\(when)), edits and taps still changed the view: \(describe(form.frames(since: mark))). A stopped feature shows nothing.")
        form.presenter.stop()
        await drainMain()
        let mark = form.mark
        await form.edit("4")
        await form.submit()
        check(form.frames(since: mark).isEmpty,
               "After stop() (\(when)), edits and taps still changed the view: \(describe(form.frames(since: mark))). A stopped feature shows nothing.")
        check(form.service.calls.count == calls,
               "After stop() (\(when)), a submit still reached the library (\(form.service.days)). Stopping ends the feature: no more requests.")
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.stopIgnoresLateReply, mix: SequenceMix(stops: true, oldReplies: 3), scenarios: [
            // The seed's own test: a late reply after stop() adds no frame.
            [.attach, .edit("30"), .submit(nil), .edit("3"), .submit(nil), .submit(nil), .reply(0, .success), .submit(nil), .stop, .reply(1, .unavailable)],
            [.attach, .stop, .attach, .edit("5"), .submit(nil)],
        ], later: { presenter, step in if step == .stop { presenter.stop() } })
    }
}
