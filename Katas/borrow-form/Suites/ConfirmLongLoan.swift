import Foundation
import Testing
@testable import BorrowForm

/// Loans of more than `LoanPolicy.confirmationAbove` days wait for one confirmation; the rule is
/// judged on every valid duration, both sides of the edge, against `Rule.needsConfirmation`.
@MainActor
@Suite struct ConfirmLongLoan {
    @Test func everyValidDurationAsksForConfirmationExactlyWhenTheRuleSays() async {
        var failures = GridFailures()
        // One form per duration, driven in lockstep: type, submit, confirm twice, reply, confirm.
        let allDays = Array(LoanPolicy.allowedDays)
        let forms = await Form.batch(allDays.count)
        for (form, days) in zip(forms, allDays) { form.presenter.durationChanged(String(days)) }
        await drainMain()
        // A valid duration the form refuses is judged by `validation`, not here.
        let grid = zip(forms, allDays).filter { $0.0.last?.canSubmit == true }.map { (form: $0.0, days: $0.1, mark: $0.0.mark) }
        for point in grid { point.form.presenter.submit() }
        await drainMain()

        var short: [(form: Form, days: Int, sent: [Int])] = []
        var prompted: [(form: Form, days: Int)] = []
        for (form, days, mark) in grid {
            let drawn = form.frames(since: mark)
            guard Rule.needsConfirmation(days) else {
                let loan = "a loan of \(days == LoanPolicy.confirmationAbove ? "exactly " : "")\(days) days"
                if drawn.contains(where: { $0.phase == .confirming }) {
                    failures.expect(false, "A\(loan.dropFirst()) asked for confirmation; only loans of more than \(LoanPolicy.confirmationAbove) days need it.")
                } else {
                    failures.expect(form.service.days == [days], "Submitting \(loan) should send it straight to the library (it needs no confirmation); the library got \(form.service.days).")
                    short.append((form, days, form.service.days))
                }
                continue
            }
            let prompt = BorrowFrame(durationText: String(days), isBusy: false, canSubmit: false, message: drawn.last?.message, phase: .confirming)
            guard form.service.calls.isEmpty, drawn.last == prompt, prompt.message != nil, drawn.allSatisfy({ !$0.isBusy }) else {
                failures.expect(false, "A loan of \(days) days is more than \(LoanPolicy.confirmationAbove) days: submitting it should send nothing (the library got \(form.service.days)) and show the prompt: phase .confirming, not busy, submit disabled, a message asking to confirm, the \(days) days kept. The form showed: \(describe(drawn)).")
                continue
            }
            prompted.append((form, days))
        }

        // No prompt on screen: confirm() has nothing to confirm.
        for point in short { point.form.presenter.confirm() }
        await drainMain()
        for (form, days, sent) in short {
            failures.expect(form.service.days == sent, "confirm() with no confirmation on screen (after submitting \(days) days) sent a request: the library got \(sent), then \(form.service.days).")
        }

        // Confirming twice quickly sends one request; the form is busy, back in phase .editing.
        let marks = prompted.map { $0.form.mark }
        for point in prompted {
            point.form.presenter.confirm()
            point.form.presenter.confirm()
        }
        await drainMain()
        var sending: [(form: Form, days: Int)] = []
        for ((form, days), mark) in zip(prompted, marks) {
            failures.expect(form.service.days == [days], "Confirming a \(days)-day loan (two quick taps on confirm) should send one request for \(days) days; the library got \(form.service.days).")
            let confirming = form.frames(since: mark)
            failures.expect(!confirming.isEmpty && confirming.allSatisfy { $0 == busyFrame(String(days)) },
                   "After confirming \(days) days the form should show only the busy frame (\(describe(busyFrame(String(days))))) until the reply; it showed: \(describe(confirming)).")
            if form.service.calls.count == 1 { sending.append((form, days)) }
        }

        for (form, days) in sending { form.service.completions[0](.success(LoanReceipt(bookID: 7, days: days))) }
        await waitForReaction { sending.allSatisfy { $0.form.last?.isBusy == false } }
        await drainMain()
        let answered = sending.map { (form: $0.form, days: $0.days, done: $0.form.last, mark: $0.form.mark) }
        for (form, days, done, _) in answered {
            failures.expect(done?.isBusy == false && done?.phase == .editing && done?.message != nil,
                   "After the reply to a confirmed \(days)-day loan the form should be back to editing, not busy, with a message; it showed: \(describe(done)).")
            // A confirm after the reply has nothing left to confirm.
            form.presenter.confirm()
        }
        await drainMain()
        for (form, days, done, mark) in answered {
            failures.expect(form.service.calls.count == 1 && form.frames(since: mark).allSatisfy { $0 == done },
                   "confirm() after the \(days)-day loan was already answered sent or showed something again (the library got \(form.service.days); the form showed \(describe(form.frames(since: mark)))). One confirmation, one request.")
        }
        failures.report()
    }

    @Test func cancellingThePromptReturnsToEditingWithoutEndingTheFeature() async {
        let form = await Form.make()
        await form.edit("12")
        await form.submit()
        guard form.last?.phase == .confirming else { return }  // The prompt is judged above.
        form.presenter.cancelConfirmation()
        await drainMain()
        let editing = BorrowFrame(durationText: "12", isBusy: false, canSubmit: true, message: nil)
        expect(form.service.calls.isEmpty && form.last == editing,
               "Cancelling the confirmation of 12 days should send nothing and return to editing (\(describe(editing))); the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        // The cancelled prompt is gone: confirm() now has nothing to confirm.
        form.presenter.confirm()
        await drainMain()
        expect(form.service.calls.isEmpty, "confirm() after the prompt was cancelled still sent \(form.service.days): a cancelled confirmation must not be confirmed later.")
        // The form keeps working: the same long loan asks again, a short one goes straight out.
        await form.submit()
        expect(form.service.calls.isEmpty && form.last?.phase == .confirming,
               "After cancelling, submitting 12 days again should ask for confirmation again; the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        form.presenter.cancelConfirmation()
        await drainMain()
        await form.edit("5")
        await form.submit()
        expect(form.service.days == [5], "After cancelling a prompt, the form should keep working (5 days needs no confirmation and goes straight out); the library got \(form.service.days).")
    }

    @Test func afterLogoutConfirmingOrCancellingChangesNothing() async {
        // Logout while the prompt is on screen.
        let prompted = await Form.make()
        await prompted.edit("10")
        await prompted.submit()
        guard prompted.last?.phase == .confirming else { return }  // The prompt is judged above.
        prompted.presenter.stop()
        await drainMain()
        let mark = prompted.mark
        prompted.presenter.confirm()
        await drainMain()
        prompted.presenter.cancelConfirmation()
        await drainMain()
        prompted.presenter.confirm()
        await drainMain()
        expect(prompted.service.calls.isEmpty && prompted.frames(since: mark).isEmpty,
               "After logout (stop()) with the confirmation of 10 days on screen, confirm() or cancelConfirmation() still sent \(prompted.service.days) or showed \(describe(prompted.frames(since: mark))). A stopped feature does nothing.")

        // Logout while the confirmed loan is in flight: a confirm() then sends nothing more.
        let sent = await Form.make()
        await sent.edit("10")
        await sent.submit()
        sent.presenter.confirm()
        await drainMain()
        guard sent.service.calls.count == 1 else { return }
        sent.presenter.stop()
        await drainMain()
        let sentMark = sent.mark
        sent.presenter.confirm()
        await drainMain()
        sent.presenter.cancelConfirmation()
        await drainMain()
        expect(sent.frames(since: sentMark).isEmpty && sent.service.calls.count == 1,
               "After logout (stop()) with a confirmed 10-day loan in flight, confirm() or cancelConfirmation() still changed the form (\(describe(sent.frames(since: sentMark)))) or sent a request (\(sent.service.days)).")
    }

    /// The confirm path's own ordering: a reply inside borrow() ends like the same reply later.
    @Test func aConfirmedLoanAnsweredInsideBorrowEndsLikeALateReply() async {
        for reply in Rule.replies {
            let late = await Form.make()
            await late.edit("10")
            await late.submit()
            late.presenter.confirm()
            await drainMain()
            await late.reply(0, reply.result)

            let form = await Form.make()
            form.service.replyAtOnce = reply.result
            await form.edit("10")
            await form.submit()
            form.presenter.confirm()
            await drainMain()
            expect(form.service.calls.count == 1 && form.last == late.last,
                   "A confirmed 10-day loan answered \(reply.name) at once, inside borrow(), ended as: \(describe(form.last)); the same reply a moment later ends as: \(describe(late.last)). Set busy (and the request's identity) before calling the service, and change nothing after the call.")
        }
    }
}
