import Foundation
import Testing
@testable import BorrowForm

/// Every duration typed, judged against `Rule.days`: the range edges, each whole number around
/// them, and text that is not a whole number. One test, so the grid costs one process.
@MainActor
@Suite struct Validation {
    /// The edges first (their messages are shown first), then every whole number around the
    /// range, then text that is not a whole number. Text that reasonable parsers read differently
    /// ("+7", "07", "7.0") is left out: the rule does not settle it; so are spaces around a number
    /// (" 7", "7 "), which a form may trim or refuse.
    static let texts: [String] = [
        "0", "1", "14", "15", "7.5", "", "abc", "-3", "99999999999999999999", "-2", "-1", "2",
        "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "16", "17", "18", "19", "20",
        " ", "ten", "2.5", "3.5", "0.5", "1 week", "1 4", "7days", "0x7", "- 3", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808",
    ]

    @Test func everyDurationIsJudgedByTheRule() async {
        var failures = GridFailures()
        // One form per text, driven in lockstep: type, then submit.
        let forms = await Form.batch(Self.texts.count)
        for (form, text) in zip(forms, Self.texts) { form.presenter.durationChanged(text) }
        await drainMain()
        var submitted: [(form: Form, text: String, mark: Int)] = []
        for (form, text) in zip(forms, Self.texts) {
            let valid = Rule.days(text)
            // The message is free here: a form may explain an invalid duration as it is typed.
            let edited = form.last.map { $0.durationText == text && !$0.isBusy && $0.canSubmit == (valid != nil) && $0.phase == .editing } ?? false
            guard edited else {
                failures.expect(false, valid == nil
                    ? "\"\(text)\" is not a whole number from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound), so after typing it submit should be disabled (the frame shows \"\(text)\", canSubmit false, not busy); the form showed: \(describe(form.last))."
                    : "\"\(text)\" days is a valid loan, so after typing it submit should be enabled (the frame shows \"\(text)\", canSubmit true, not busy); the form showed: \(describe(form.last)).")
                continue
            }
            submitted.append((form, text, form.mark))
        }
        for entry in submitted { entry.form.presenter.submit() }
        await drainMain()
        for (form, text, mark) in submitted {
            if let days = Rule.days(text) {
                // Valid: it goes to the library, or (a long loan, stage 4) asks for a confirmation first.
                let sent = form.service.days == [days]
                let confirming = form.service.calls.isEmpty && form.last?.phase == .confirming
                failures.expect(sent || confirming,
                       "\"\(text)\" days is a valid loan (a whole number from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound)), yet submitting it \(form.service.calls.isEmpty ? "sent no request" : "sent \(form.service.days)") and the form showed: \(describe(form.last)).")
            } else {
                failures.expect(form.service.calls.isEmpty,
                       "\"\(text)\" is not a whole number from \(LoanPolicy.allowedDays.lowerBound) to \(LoanPolicy.allowedDays.upperBound), yet submitting it sent \(form.service.days) to the library. Check the duration before calling the service.")
                // A form that explained the text as it was typed already shows what the submit
                // must: it may draw that frame again or draw nothing.
                let new = form.frames(since: mark)
                let drawn = new.isEmpty ? form.last.map { [$0] } ?? [] : new
                let explained = drawn.last.map { $0.message != nil && $0.durationText == text && !$0.isBusy && !$0.canSubmit && $0.phase == .editing } ?? false
                failures.expect(explained && drawn.allSatisfy { !$0.isBusy },
                       "After submitting \"\(text)\" days the form should say why it cannot borrow, keep the text, stay not busy with submit disabled; it showed: \(describe(drawn)).")
            }
        }
        failures.report()
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.validation, mix: .early)
    }
}
