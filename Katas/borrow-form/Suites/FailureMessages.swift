import Foundation
import Testing
@testable import BorrowForm

/// Each outcome ends busy in the very frame that shows its own message.
@MainActor
@Suite struct FailureMessages {
    @Test func eachOutcomeHasItsOwnMessageAndEndsBusy() async {
        var messages: [String: String] = [:]
        for reply in Rule.replies {
            let form = await Form.busy(with: "3")
            let mark = form.mark
            guard await form.reply(0, reply.result) else { return }  // Sending is judged elsewhere.
            let drawn = form.frames(since: mark)
            guard let last = drawn.last, let message = last.message else {
                check(false, "After a \(reply.name) reply the form should stop being busy and say what happened; it showed: \(describe(drawn)).")
                continue
            }
            // Whether the form keeps the 3 days or resets the field is its choice; submit follows the text.
            let ready = last.canSubmit == (Rule.days(last.durationText) != nil) && last.phase == .editing
            check(drawn.allSatisfy { !$0.isBusy } && ready,
                   "After a \(reply.name) reply the form should end busy in the same frame that shows the outcome (not busy, submit enabled again for a valid duration, phase .editing); it showed: \(describe(drawn)).")
            messages[reply.name] = message
        }
        let said = Rule.replies.map { "\($0.name): \(messages[$0.name].map { "\"\($0)\"" } ?? "none")" }.joined(separator: ", ")
        check(Set(messages.values).count == messages.count,
               "Success, .invalidDays (the library's policy changed) and .unavailable each need their own message, so the user knows what to do; the messages were \(said).")
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.failureMessages, mix: .early)
    }
}
