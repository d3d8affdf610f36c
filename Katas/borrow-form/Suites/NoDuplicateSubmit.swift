import Foundation
import Testing
@testable import BorrowForm

/// One request per tap, never two in flight: taps while busy are ignored, and while a request is
/// in flight the form shows the busy frame and nothing else. A tap after a reply is a new request.
@MainActor
@Suite struct NoDuplicateSubmit {
    @Test func tapsWhileBusyAreIgnoredAndTapsAfterAReplyAreNewRequests() async {
        let form = await Form.make()
        await form.edit("3")
        var expectedCalls = 0
        // The first tap, then one after each kind of reply (success first), then one more.
        var after = "the first tap"
        for round in 0...Rule.replies.count {
            // A form may reset the field after a reply; typing the 3 days again would also clear
            // the old message, so only then.
            if form.last?.durationText != "3" { await form.edit("3") }
            let mark = form.mark
            form.presenter.submit()
            form.presenter.submit()
            await drainMain()
            await form.submit()
            expectedCalls += 1
            guard form.service.calls.count == expectedCalls else {
                check(false, form.service.calls.count > expectedCalls
                    ? "Three quick taps on submit (\(after)) sent \(form.service.calls.count - expectedCalls + 1) requests to the library. Ignore submit while a request is in flight."
                    : "A tap on submit of 3 days (\(after)) sent no request: once a reply has come and the form is no longer busy, the user can submit again.")
                return
            }
            let call = form.service.calls[expectedCalls - 1]
            check(call.bookID == 7 && call.days == 3, "The request should be for book 7 and 3 days; it was for book \(call.bookID), \(call.days) days.")
            let drawn = form.frames(since: mark)
            check(!drawn.isEmpty && drawn.allSatisfy { $0 == busyFrame("3") },
                   "While the request (\(after)) was in flight the form should show only the busy frame (\(describe(busyFrame("3")))): busy, submit disabled, no old message. It showed: \(describe(drawn)).")
            guard round < Rule.replies.count else { break }
            let reply = Rule.replies[round]
            await form.reply(expectedCalls - 1, reply.result)
            // A reply that leaves the form busy is judged by `failure-messages`; only a form that
            // shows it is ready again owes the next tap a request.
            guard form.last?.isBusy == false else { return }
            after = "after a \(reply.name) reply"
        }
    }

    /// An edit while a request is in flight does not end it: the form may take the new text or
    /// ignore it, but it stays busy with submit disabled, and a tap sends nothing.
    @Test func anEditWhileBusyDoesNotAllowASecondRequest() async {
        let form = await Form.busy(with: "3")
        guard form.service.calls.count == 1 else { return }  // Sending is judged above.
        let mark = form.mark
        await form.edit("5")
        await form.submit()
        let drawn = form.frames(since: mark)
        check(form.service.calls.count == 1,
               "With a request for 3 days in flight, the user typed \"5\" and tapped submit: the library got \(form.service.days). An edit does not end the request in flight; ignore submit until its reply.")
        check(drawn.allSatisfy { $0.isBusy && !$0.canSubmit },
               "With a request in flight, the user typed \"5\": the form should stay busy with submit disabled until the reply; it showed: \(describe(drawn)).")
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.noDuplicateSubmit, mix: .early)
    }
}
