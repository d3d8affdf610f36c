import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct EditClearsMessage {
    /// The message a form shows, however it got there, goes with the next edit.
    @Test func editingTheDurationClearsTheOldMessage() async {
        var cases: [(String, Form)] = []
        let refused = await Form.make()
        await refused.edit("abc")
        await refused.submit()
        cases.append(("submitting \"abc\" days", refused))
        for reply in Rule.replies {
            let form = await Form.busy(with: "3")
            await form.reply(0, reply.result)
            cases.append(("a \(reply.name) reply", form))
        }
        for (what, form) in cases {
            // Whether that message and the end of busy are right is judged by other checks.
            guard form.last?.message != nil, form.last?.isBusy == false else { continue }
            for text in ["5", "12"] {
                await form.edit(text)
                // Valid durations, so no new message is due; whether submit is enabled is judged by `validation`.
                let cleared = form.last.map { $0.message == nil && $0.durationText == text && !$0.isBusy && $0.phase == .editing } ?? false
                check(cleared,
                       "After \(what), the user typed \"\(text)\": the old message should go (the frame shows \"\(text)\", not busy, message nil); the form showed: \(describe(form.last)).")
            }
        }
    }
}
