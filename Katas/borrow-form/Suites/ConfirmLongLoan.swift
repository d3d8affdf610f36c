import Foundation
import Testing
@testable import BorrowForm

/// Loans of more than `LoanPolicy.confirmationAbove` days wait for one confirmation; the rule is
/// judged on every valid duration, both sides of the edge, against `Rule.needsConfirmation`.
@MainActor
@Suite struct ConfirmLongLoan {
    @Test func everyValidDurationAsksForConfirmationExactlyWhenTheRuleSays() async {
        var failures = GridFailures()
        for days in LoanPolicy.allowedDays {
            let text = String(days)
            let form = await Form()
            await form.edit(text)
            // A valid duration the form refuses is judged by `validation`, not here.
            guard form.last?.canSubmit == true else { continue }
            let mark = form.mark
            await form.submit()
            let drawn = form.frames(since: mark)
            guard Rule.needsConfirmation(days) else {
                let loan = "a loan of \(days == LoanPolicy.confirmationAbove ? "exactly " : "")\(days) days"
                if drawn.contains(where: { $0.phase == .confirming }) {
                    failures.expect(false, "A\(loan.dropFirst()) asked for confirmation; only loans of more than \(LoanPolicy.confirmationAbove) days need it.")
                    continue
                } else {
                    failures.expect(form.service.days == [days], "Submitting \(loan) should send it straight to the library (it needs no confirmation); the library got \(form.service.days).")
                }
                // No prompt on screen: confirm() has nothing to confirm.
                let sent = form.service.days
                form.presenter.confirm()
                await settle()
                failures.expect(form.service.days == sent, "confirm() with no confirmation on screen (after submitting \(days) days) sent a request: the library got \(sent), then \(form.service.days).")
                continue
            }
            let prompt = BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: drawn.last?.message, phase: .confirming)
            guard form.service.calls.isEmpty, drawn.last == prompt, prompt.message != nil, drawn.allSatisfy({ !$0.isBusy }) else {
                failures.expect(false, "A loan of \(days) days is more than \(LoanPolicy.confirmationAbove) days: submitting it should send nothing (the library got \(form.service.days)) and show the prompt: phase .confirming, not busy, submit disabled, a message asking to confirm, the \(days) days kept. The form showed: \(describe(drawn)).")
                continue
            }
            // Confirming twice quickly sends one request; the form is busy, back in phase .editing.
            let confirmMark = form.mark
            form.presenter.confirm()
            form.presenter.confirm()
            await settle()
            failures.expect(form.service.days == [days], "Confirming a \(days)-day loan (two quick taps on confirm) should send one request for \(days) days; the library got \(form.service.days).")
            let confirming = form.frames(since: confirmMark)
            failures.expect(!confirming.isEmpty && confirming.allSatisfy { $0 == busyFrame(text) },
                   "After confirming \(days) days the form should show only the busy frame (\(describe(busyFrame(text)))) until the reply; it showed: \(describe(confirming)).")
            guard await form.reply(0, .success(LoanReceipt(bookID: 7, days: days))) else { continue }
            let done = form.last
            failures.expect(done?.isBusy == false && done?.phase == .editing && done?.message != nil,
                   "After the reply to a confirmed \(days)-day loan the form should be back to editing, not busy, with a message; it showed: \(describe(done)).")
            // A confirm after the reply has nothing left to confirm.
            let doneMark = form.mark
            form.presenter.confirm()
            await settle()
            failures.expect(form.service.calls.count == 1 && form.frames(since: doneMark).allSatisfy { $0 == done },
                   "confirm() after the \(days)-day loan was already answered sent or showed something again (the library got \(form.service.days); the form showed \(describe(form.frames(since: doneMark)))). One confirmation, one request.")
        }
        failures.report()
    }

    @Test func cancellingThePromptReturnsToEditingWithoutEndingTheFeature() async {
        let form = await Form()
        await form.edit("12")
        await form.submit()
        guard form.last?.phase == .confirming else { return }  // The prompt is judged above.
        form.presenter.cancelConfirmation()
        await settle()
        let editing = BorrowFrame(durationText: "12", isBusy: false, canSubmit: true, message: nil)
        expect(form.service.calls.isEmpty && form.last == editing,
               "Cancelling the confirmation of 12 days should send nothing and return to editing (\(describe(editing))); the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        // The cancelled prompt is gone: confirm() now has nothing to confirm.
        form.presenter.confirm()
        await settle()
        expect(form.service.calls.isEmpty, "confirm() after the prompt was cancelled still sent \(form.service.days): a cancelled confirmation must not be confirmed later.")
        // The form keeps working: the same long loan asks again, a short one goes straight out.
        await form.submit()
        expect(form.service.calls.isEmpty && form.last?.phase == .confirming,
               "After cancelling, submitting 12 days again should ask for confirmation again; the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        form.presenter.cancelConfirmation()
        await settle()
        await form.edit("5")
        await form.submit()
        expect(form.service.days == [5], "After cancelling a prompt, the form should keep working (5 days needs no confirmation and goes straight out); the library got \(form.service.days).")
    }

    @Test func afterLogoutConfirmingOrCancellingChangesNothing() async {
        // Logout while the prompt is on screen.
        let prompted = await Form()
        await prompted.edit("10")
        await prompted.submit()
        guard prompted.last?.phase == .confirming else { return }  // The prompt is judged above.
        prompted.presenter.stop()
        await settle()
        let mark = prompted.mark
        prompted.presenter.confirm()
        await settle()
        prompted.presenter.cancelConfirmation()
        await settle()
        prompted.presenter.confirm()
        await settle()
        expect(prompted.service.calls.isEmpty && prompted.frames(since: mark).isEmpty,
               "After logout (stop()) with the confirmation of 10 days on screen, confirm() or cancelConfirmation() still sent \(prompted.service.days) or showed \(describe(prompted.frames(since: mark))). A stopped feature does nothing.")

        // Logout while the confirmed loan is in flight: a confirm() then sends nothing more.
        let sent = await Form()
        await sent.edit("10")
        await sent.submit()
        sent.presenter.confirm()
        await settle()
        guard sent.service.calls.count == 1 else { return }
        sent.presenter.stop()
        await settle()
        let sentMark = sent.mark
        sent.presenter.confirm()
        await settle()
        sent.presenter.cancelConfirmation()
        await settle()
        expect(sent.frames(since: sentMark).isEmpty && sent.service.calls.count == 1,
               "After logout (stop()) with a confirmed 10-day loan in flight, confirm() or cancelConfirmation() still changed the form (\(describe(sent.frames(since: sentMark)))) or sent a request (\(sent.service.days)).")
    }

    /// The confirm path's own ordering: a reply inside borrow() ends like the same reply later.
    @Test func aConfirmedLoanAnsweredInsideBorrowEndsLikeALateReply() async {
        for reply in Rule.replies {
            let late = await Form()
            await late.edit("10")
            await late.submit()
            late.presenter.confirm()
            await settle()
            await late.reply(0, reply.result)

            let form = await Form()
            form.service.replyAtOnce = reply.result
            await form.edit("10")
            await form.submit()
            form.presenter.confirm()
            await settle()
            expect(form.service.calls.count == 1 && form.last == late.last,
                   "A confirmed 10-day loan answered \(reply.name) at once, inside borrow(), ended as: \(describe(form.last)); the same reply a moment later ends as: \(describe(late.last)). Set busy (and the request's identity) before calling the service, and change nothing after the call.")
        }
    }
}
