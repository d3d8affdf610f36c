import Foundation
import Testing
@testable import BorrowForm

/// Loans of more than `LoanPolicy.confirmationAbove` days wait for one confirmation; the rule is
/// judged on every valid duration, both sides of the edge, against `Rule.needsConfirmation`.
@MainActor
@Suite struct ConfirmLongLoan {
    @Test func everyValidDurationAsksForConfirmationExactlyWhenTheRuleSays() async {
        for days in LoanPolicy.allowedDays {
            let text = String(days)
            let form = await Form()
            await form.edit(text)
            let mark = form.mark
            await form.submit()
            let drawn = form.frames(since: mark)
            guard Rule.needsConfirmation(days) else {
                expect(form.service.days == [days] && !drawn.contains { $0.phase == .confirming },
                       "A loan of \(days) days \(days == LoanPolicy.confirmationAbove ? "(exactly \(days))" : "") asked for confirmation or was not sent (the library got \(form.service.days); the form showed \(describe(drawn))); only loans of more than \(LoanPolicy.confirmationAbove) days need a confirmation, shorter ones go straight to the library.")
                // No prompt on screen: confirm() has nothing to confirm.
                form.presenter.confirm()
                await settle()
                expect(form.service.calls.count == 1, "confirm() with no confirmation on screen (after a \(days)-day loan was sent) sent another request: \(form.service.days).")
                continue
            }
            let prompt = BorrowFrame(durationText: text, isBusy: false, canSubmit: false, message: drawn.last?.message, phase: .confirming)
            guard form.service.calls.isEmpty, drawn.last == prompt, prompt.message != nil, drawn.allSatisfy({ !$0.isBusy }) else {
                expect(false, "A loan of \(days) days is more than \(LoanPolicy.confirmationAbove) days: submitting it should send nothing (the library got \(form.service.days)) and show the prompt: phase .confirming, not busy, submit disabled, a message asking to confirm, the \(days) days kept. The form showed: \(describe(drawn)).")
                continue
            }
            // Confirming twice quickly sends one request; the form is busy, back in phase .editing.
            let confirmMark = form.mark
            form.presenter.confirm()
            form.presenter.confirm()
            await settle()
            expect(form.service.days == [days], "Confirming a \(days)-day loan (two quick taps on confirm) should send one request for \(days) days; the library got \(form.service.days).")
            let confirming = form.frames(since: confirmMark)
            expect(!confirming.isEmpty && confirming.allSatisfy { $0 == busyFrame(text) },
                   "After confirming \(days) days the form should show only the busy frame (\(describe(busyFrame(text)))) until the reply; it showed: \(describe(confirming)).")
            guard await form.reply(0, .success(LoanReceipt(bookID: 7, days: days))) else { continue }
            let done = form.last
            expect(done?.isBusy == false && done?.phase == .editing && done?.message != nil,
                   "After the reply to a confirmed \(days)-day loan the form should be back to editing, not busy, with a message; it showed: \(describe(done)).")
            // A confirm after the reply has nothing left to confirm.
            let doneMark = form.mark
            form.presenter.confirm()
            await settle()
            expect(form.service.calls.count == 1 && form.frames(since: doneMark).allSatisfy { $0 == done },
                   "confirm() after the \(days)-day loan was already answered sent or showed something again (the library got \(form.service.days); the form showed \(describe(form.frames(since: doneMark)))). One confirmation, one request.")
        }
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
        form.presenter.confirm()
        await settle()
        expect(form.service.days == [12], "After cancelling, submitting 12 days again and confirming should send one request for 12 days; the library got \(form.service.days).")
        guard await form.reply(0, .failure(.unavailable)) else { return }
        await form.edit("5")
        await form.submit()
        expect(form.service.days == [12, 5], "After cancelling a prompt, the form should still work (5 days needs no confirmation); the library got \(form.service.days).")
    }

    @Test func afterLogoutNeitherAReplyNorAConfirmationChangesAnything() async {
        // Logout while the prompt is on screen.
        let prompted = await Form()
        await prompted.edit("10")
        await prompted.submit()
        guard prompted.last?.phase == .confirming else { return }  // The prompt is judged above.
        await prompted.stop()
        let mark = prompted.mark
        prompted.presenter.confirm()
        await settle()
        prompted.presenter.cancelConfirmation()
        await settle()
        expect(prompted.service.calls.isEmpty && prompted.frames(since: mark).isEmpty,
               "After logout (stop()) with the confirmation on screen, confirm() or cancelConfirmation() still sent \(prompted.service.days) or showed \(describe(prompted.frames(since: mark))).")

        // Logout while the confirmed loan is in flight.
        let sent = await Form()
        await sent.edit("10")
        await sent.submit()
        sent.presenter.confirm()
        await settle()
        guard sent.service.calls.count == 1 else { return }
        await sent.stop()
        let sentMark = sent.mark
        await sent.reply(0, .success(LoanReceipt(bookID: 7, days: 10)))
        sent.presenter.confirm()
        await settle()
        expect(sent.frames(since: sentMark).isEmpty && sent.service.calls.count == 1,
               "After logout (stop()) a reply from the previous account, or a confirm(), still changed the form (\(describe(sent.frames(since: sentMark)))) or sent a request (\(sent.service.days)).")
    }

    @Test func aConfirmedLoanAnsweredInsideBorrowEndsCorrectly() async {
        for reply in Rule.replies {
            let form = await Form()
            form.service.replyAtOnce = reply.result
            await form.edit("10")
            await form.submit()
            form.presenter.confirm()
            await settle()
            expect(form.service.calls.count == 1 && form.last?.isBusy == false && form.last?.phase == .editing && form.last?.message != nil,
                   "A confirmed 10-day loan answered \(reply.name) at once, inside borrow(), should end not busy, back in phase .editing, with a message; the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        }
    }
}
