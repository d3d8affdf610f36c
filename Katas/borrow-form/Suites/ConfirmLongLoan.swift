import Foundation
import Testing
@testable import BorrowForm

/// Loans of more than `LoanPolicy.confirmationAbove` days wait for one confirmation; the rule is
/// judged on every valid duration, both sides of the edge, against `Rule.needsConfirmation`.
@MainActor
@Suite struct ConfirmLongLoan {
    /// One point of the grid: a form with one valid duration typed in.
    @MainActor
    final class Point {
        let form: Form
        let days: Int
        var text: String { String(days) }
        var mark = 0
        var sent: [Int] = []
        var done: BorrowFrame?
        init(_ form: Form, _ days: Int) { self.form = form; self.days = days }
        func bookmark() { mark = form.mark }
        var drawn: [BorrowFrame] { form.frames(since: mark) }
    }

    @Test func everyValidDurationAsksForConfirmationExactlyWhenTheRuleSays() async {
        var failures = GridFailures()
        // One form per duration, driven in lockstep: type, submit, confirm twice, reply, confirm.
        let forms = await Form.batch(LoanPolicy.allowedDays.count)
        let all = zip(forms, LoanPolicy.allowedDays).map { Point($0, $1) }
        for point in all { point.form.presenter.durationChanged(point.text) }
        await drainMain()
        // A valid duration the form refuses is judged by `validation`, not here.
        let grid = all.filter { $0.form.last?.canSubmit == true }
        for point in grid {
            point.bookmark()
            point.form.presenter.submit()
        }
        await drainMain()

        var short: [Point] = []
        var prompted: [Point] = []
        for point in grid {
            if Rule.needsConfirmation(point.days) {
                if judgePrompt(point, &failures) { prompted.append(point) }
            } else if judgeShortLoan(point, &failures) {
                short.append(point)
            }
        }

        // No prompt on screen: confirm() has nothing to confirm.
        for point in short { point.form.presenter.confirm() }
        await drainMain()
        for point in short {
            failures.expect(point.form.service.days == point.sent, "confirm() with no confirmation on screen (after submitting \(point.days) days) sent a request: the library got \(point.sent), then \(point.form.service.days).")
        }

        // Confirming twice quickly sends one request; the form is busy, back in phase .editing.
        for point in prompted {
            point.bookmark()
            point.form.presenter.confirm()
            point.form.presenter.confirm()
        }
        await drainMain()
        let sending = prompted.filter { judgeConfirmed($0, &failures) }

        for point in sending { point.form.service.completions[0](.success(LoanReceipt(bookID: 7, days: point.days))) }
        await waitForReaction { sending.allSatisfy { $0.form.last?.isBusy == false } }
        await drainMain()
        for point in sending {
            point.done = point.form.last
            point.bookmark()
            let done = describe(point.done)
            failures.expect(point.done?.isBusy == false && point.done?.phase == .editing && point.done?.message != nil,
                            "After the reply to a confirmed \(point.days)-day loan the form should be back to editing, not busy, with a message; it showed: \(done).")
            // A confirm after the reply has nothing left to confirm.
            point.form.presenter.confirm()
        }
        await drainMain()
        for point in sending {
            let unchanged = point.drawn.allSatisfy { $0 == point.done }
            let drawn = describe(point.drawn)
            failures.expect(point.form.service.calls.count == 1 && unchanged,
                            "confirm() after the \(point.days)-day loan was already answered sent or showed something again (the library got \(point.form.service.days); the form showed \(drawn)). One confirmation, one request.")
        }
        failures.report()
    }

    /// A loan of at most 7 days goes straight out, with no prompt. True when it was sent.
    private func judgeShortLoan(_ point: Point, _ failures: inout GridFailures) -> Bool {
        let loan = "a loan of \(point.days == LoanPolicy.confirmationAbove ? "exactly " : "")\(point.days) days"
        if point.drawn.contains(where: { $0.phase == .confirming }) {
            failures.expect(false, "A\(loan.dropFirst()) asked for confirmation; only loans of more than \(LoanPolicy.confirmationAbove) days need it.")
            return false
        }
        point.sent = point.form.service.days
        failures.expect(point.sent == [point.days], "Submitting \(loan) should send it straight to the library (it needs no confirmation); the library got \(point.sent).")
        return true
    }

    /// A longer loan sends nothing and shows the prompt. True when it did.
    private func judgePrompt(_ point: Point, _ failures: inout GridFailures) -> Bool {
        let drawn = point.drawn
        let prompt = BorrowFrame(durationText: point.text, isBusy: false, canSubmit: false, message: drawn.last?.message, phase: .confirming)
        let ok = point.form.service.calls.isEmpty && drawn.last == prompt && prompt.message != nil && drawn.allSatisfy { !$0.isBusy }
        let shown = describe(drawn)
        failures.expect(ok, "A loan of \(point.days) days is more than \(LoanPolicy.confirmationAbove) days: submitting it should send nothing (the library got \(point.form.service.days)) and show the prompt: phase .confirming, not busy, submit disabled, a message asking to confirm, the \(point.days) days kept. The form showed: \(shown).")
        return ok
    }

    /// Two quick confirms sent one request, and the form shows only the busy frame. True when sent once.
    private func judgeConfirmed(_ point: Point, _ failures: inout GridFailures) -> Bool {
        let busy = busyFrame(point.text)
        let drawn = point.drawn
        failures.expect(point.form.service.days == [point.days], "Confirming a \(point.days)-day loan (two quick taps on confirm) should send one request for \(point.days) days; the library got \(point.form.service.days).")
        let shown = describe(drawn)
        failures.expect(!drawn.isEmpty && drawn.allSatisfy { $0 == busy },
                        "After confirming \(point.days) days the form should show only the busy frame (\(describe(busy))) until the reply; it showed: \(shown).")
        return point.form.service.calls.count == 1
    }

    @Test func cancellingThePromptReturnsToEditingWithoutEndingTheFeature() async {
        let form = await Form.make()
        await form.edit("12")
        await form.submit()
        guard form.last?.phase == .confirming else { return }  // The prompt is judged above.
        form.presenter.cancelConfirmation()
        await drainMain()
        let editing = BorrowFrame(durationText: "12", isBusy: false, canSubmit: true, message: nil)
        check(form.service.calls.isEmpty && form.last == editing,
               "Cancelling the confirmation of 12 days should send nothing and return to editing (\(describe(editing))); the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        // The cancelled prompt is gone: confirm() now has nothing to confirm.
        form.presenter.confirm()
        await drainMain()
        check(form.service.calls.isEmpty, "confirm() after the prompt was cancelled still sent \(form.service.days): a cancelled confirmation must not be confirmed later.")
        // The form keeps working: the same long loan asks again, a short one goes straight out.
        await form.submit()
        check(form.service.calls.isEmpty && form.last?.phase == .confirming,
               "After cancelling, submitting 12 days again should ask for confirmation again; the library got \(form.service.days) and the form showed: \(describe(form.last)).")
        form.presenter.cancelConfirmation()
        await drainMain()
        await form.edit("5")
        await form.submit()
        check(form.service.days == [5], "After cancelling a prompt, the form should keep working (5 days needs no confirmation and goes straight out); the library got \(form.service.days).")
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
        check(prompted.service.calls.isEmpty && prompted.frames(since: mark).isEmpty,
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
        check(sent.frames(since: sentMark).isEmpty && sent.service.calls.count == 1,
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
            check(form.service.calls.count == 1 && form.last == late.last,
                   "A confirmed 10-day loan answered \(reply.name) at once, inside borrow(), ended as: \(describe(form.last)); the same reply a moment later ends as: \(describe(late.last)). Set busy (and the request's identity) before calling the service, and change nothing after the call.")
        }
    }
}
