import Foundation
import Testing
@testable import BorrowForm

/// A reply that arrives inside `borrow`, before it returns, is handled exactly like a late one.
/// The presenter's own late-reply frame is the oracle, so this check judges only the ordering.
@MainActor
@Suite struct SyncCompletion {
    @Test func aReplyInsideBorrowEndsLikeALateReply() async {
        for reply in Rule.replies {
            let late = await Form.busy(with: "3")
            await late.reply(0, reply.result)
            let lateFrame = late.last
            await late.submit()

            let form = await Form.make()
            form.service.replyAtOnce = reply.result
            await form.edit("3")
            await form.submit()
            await waitForReaction { form.last?.isBusy == false }
            guard form.service.calls.count == 1 else {
                check(false, "Submitting 3 days should call the library once; it was called \(form.service.calls.count) times.")
                return
            }
            check(form.last == lateFrame,
                   "The library answered \(describe(reply.result)) at once, inside borrow(), and the form ended as: \(describe(form.last)). The same reply a moment later ends as: \(describe(lateFrame)). Set the busy state (and the request's identity) before calling the service, and change nothing after the call.")

            // The form is ready for the next tap, as after a late reply.
            form.service.replyAtOnce = nil
            await form.submit()
            check(form.service.calls.count == late.service.calls.count,
                   "After a \(describe(reply.result)) reply that came inside borrow(), the next submit sent \(form.service.calls.count - 1) requests; after the same reply a moment later it sends \(late.service.calls.count - 1). A reply inside borrow() must leave the form ready, like any reply.")
        }
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.syncCompletion, mix: .early)
    }
}
