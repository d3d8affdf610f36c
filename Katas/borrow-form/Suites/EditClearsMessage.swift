import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct EditClearsMessage {
    /// Texts typed after a message: valid and invalid ones, since an old message must go either way.
    static let edits = ["5", "40", "abc"]

    /// The message a form shows, however it got there, goes with the next edit: the frame after
    /// the edit is the one a fresh form shows for the same text (the oracle), so a form that
    /// explains an invalid duration as it is typed passes, and one that keeps the old message fails.
    @Test func editingTheDurationClearsTheOldMessage() async {
        var failures = GridFailures()
        var typedFresh: [String: BorrowFrame?] = [:]
        for text in Self.edits {
            let fresh = await Form.make()
            await fresh.edit(text)
            typedFresh[text] = fresh.last
        }
        for text in Self.edits {
            // A refused submit (invalid text, then another invalid or a valid one), then each reply.
            let refused = await Form.make()
            await refused.edit("30")
            await refused.submit()
            var cases: [(String, Form)] = [("submitting \"30\" days", refused)]
            for reply in Rule.replies {
                let form = await Form.busy(with: "3")
                await form.reply(0, reply.result)
                cases.append(("a \(reply.name) reply", form))
            }
            for (what, form) in cases {
                // A reply that does not end busy, or "30" taken as a valid long loan, is judged by other checks.
                guard form.last?.isBusy == false, form.last?.phase == .editing, form.service.calls.count <= 1,
                      let expected = typedFresh[text] ?? nil else { continue }
                let old = form.last?.message
                await form.edit(text)
                let oldText = old.map { "the old message \"\($0)\"" } ?? "no message"
                failures.expect(form.last == expected,
                       "After \(what) (showing \(oldText)), the user typed \"\(text)\": the old message should go, and the form should show what a fresh form shows for \"\(text)\" (\(describe(expected))); it showed: \(describe(form.last)).")
            }
        }
        failures.report()
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.editClearsMessage, mix: .early)
    }
}
