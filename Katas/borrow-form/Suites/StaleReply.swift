import Foundation
import Testing
@testable import BorrowForm

/// A service promises one reply per request; the presenter defends anyway. A reply that is not
/// the first reply of the request in flight changes nothing, even when it carries the same
/// parameters (the same book, the same days) as the current request.
@MainActor
@Suite struct StaleReply {
    @Test func aSecondReplyToTheSameRequestChangesNothing() async {
        for first in Rule.replies {
            for second in Rule.replies {
                let form = await Form.busy(with: "3")
                guard await form.reply(0, first.result) else { return }  // Sending is judged elsewhere.
                // A first reply that does not end busy is judged by `failure-messages`.
                guard form.last?.isBusy == false else { continue }
                let settled = form.last
                let mark = form.mark
                await form.reply(0, second.result, current: false)
                let drawn = form.frames(since: mark)
                check(drawn.allSatisfy { $0 == settled },
                       "The library called back twice for one request (\(first.name), then \(second.name)), and the second reply changed the form to: \(describe(drawn)). Accept one reply per request.")
            }
        }
    }

    @Test func anOldReplyDoesNotTouchTheCurrentRequest() async {
        // Whether a success reply ends busy at all is judged by `failure-messages`.
        let plain = await Form.busy(with: "3")
        await plain.reply(0, .success(LoanReceipt(bookID: 7, days: 3)))
        let successEndsBusy = plain.last?.isBusy == false
        // The user submits the same 3 days again: the old request and the current one look alike.
        for old in Rule.replies {
            let form = await Form.busy(with: "3")
            await form.reply(0, .failure(.unavailable))
            if form.last?.durationText != "3" { await form.edit("3") }  // A form may reset the field after a reply.
            await form.submit()
            guard form.service.calls.count == 2 else { return }  // Sending again is judged elsewhere.
            let busy = form.last
            let mark = form.mark
            await form.reply(0, old.result, current: false)
            let drawn = form.frames(since: mark)
            check(drawn.allSatisfy { $0 == busy },
                   "The user submitted 3 days, got a reply, and submitted 3 days again. A second \(old.name) reply to the first request then changed the form to: \(describe(drawn)). It is not the reply of the current request, even with the same days: give each request its own identity and accept only the current one's reply.")
            await form.reply(1, .success(LoanReceipt(bookID: 7, days: 3)))
            check(form.last?.isBusy == false || !successEndsBusy,
                   "After an old reply was ignored, the current request's own reply should still end busy; the form shows \(describe(form.last)).")

            // After the current request is done, the old one's reply still changes nothing.
            let done = form.last
            let doneMark = form.mark
            await form.reply(0, old.result, current: false)
            let late = form.frames(since: doneMark)
            check(late.allSatisfy { $0 == done },
                   "After the second request for 3 days was answered, a \(old.name) reply to the first one changed the form to: \(describe(late)).")
        }
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.staleReply, mix: SequenceMix(oldReplies: 5), scenarios: [[.attach, .edit("3"), .submit(nil), .reply(0, .unavailable), .submit(nil), .reply(0, .success), .reply(1, .success), .reply(0, .invalidDays)]])
    }
}
