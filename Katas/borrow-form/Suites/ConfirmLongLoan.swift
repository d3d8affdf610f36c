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
        // The submit path first: what it already gets wrong is its own check's to report.
        let probe = await Form.make()
        await probe.edit("3")
        let probeMark = probe.mark
        await probe.submit()
        let submitShowsBusyFrame = !probe.frames(since: probeMark).isEmpty && probe.frames(since: probeMark).allSatisfy { $0 == busyFrame("3") }
        await probe.reply(0, .success(LoanReceipt(bookID: 7, days: 3)))
        let submitSuccessEndsBusy = probe.last?.isBusy == false && probe.last?.phase == .editing
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
        let sending = prompted.filter { judgeConfirmed($0, busyFrameOwed: submitShowsBusyFrame, &failures) }

        for point in sending { point.form.service.completions[0](.success(LoanReceipt(bookID: 7, days: point.days))) }
        await waitForReaction { sending.allSatisfy { $0.form.last?.isBusy == false } }
        await drainMain()
        for point in sending {
            point.done = point.form.last
            point.bookmark()
            let done = describe(point.done)
            failures.expect(!submitSuccessEndsBusy || (point.done?.isBusy == false && point.done?.phase == .editing),
                            "After the success reply to a confirmed \(point.days)-day loan the form should be back to editing and not busy, as after a short loan's reply; it showed: \(done).")
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

    /// Two quick confirms sent one request, and the form shows only the busy frame (owed only when
    /// a submitted short loan shows it: otherwise `no-duplicate-submit` reports it). True when sent once.
    private func judgeConfirmed(_ point: Point, busyFrameOwed: Bool, _ failures: inout GridFailures) -> Bool {
        let busy = busyFrame(point.text)
        let drawn = point.drawn
        failures.expect(point.form.service.days == [point.days], "Confirming a \(point.days)-day loan (two quick taps on confirm) should send one request for \(point.days) days; the library got \(point.form.service.days).")
        let shown = describe(drawn)
        failures.expect(!busyFrameOwed || (!drawn.isEmpty && drawn.allSatisfy { $0 == busy }),
                        "After confirming \(point.days) days the form should show only the busy frame (\(describe(busy))) until the reply, as a submitted short loan does; it showed: \(shown).")
        return point.form.service.calls.count == 1
    }

    @Test func cancellingThePromptReturnsToEditingWithoutEndingTheFeature() async {
        let form = await Form.make()
        await form.edit("12")
        await form.submit()
        guard form.last?.phase == .confirming else { return }  // The prompt is judged above.
        form.presenter.cancelConfirmation()
        await drainMain()
        // The message after cancelling is the form's choice (none, or "Not confirmed").
        let editing = BorrowFrame(durationText: "12", isBusy: false, canSubmit: true, message: form.last?.message)
        check(form.service.calls.isEmpty && form.last == editing,
               "Cancelling the confirmation of 12 days should send nothing and return to editing (durationText \"12\", isBusy false, canSubmit true, phase .editing); the library got \(form.service.days) and the form showed: \(describe(form.last)).")
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

    // MARK: What the confirm path shares with the submit path

    /// How a request is sent: a short loan submitted, or a long one submitted and confirmed.
    enum Path {
        case submit, confirm
        var text: String { self == .submit ? "3" : "10" }
        var loan: String { self == .submit ? "a submitted 3-day loan" : "a confirmed 10-day loan" }
        /// The replies of `Rule.replies`, a success carrying this path's days (a form may match
        /// the receipt to the loan it asked for).
        var replies: [(name: String, result: Result<LoanReceipt, BorrowFailure>)] {
            Rule.replies.map { reply in
                guard case .success = reply.result else { return reply }
                return (reply.name, .success(LoanReceipt(bookID: 7, days: Int(text)!)))
            }
        }
        var success: Result<LoanReceipt, BorrowFailure> { replies[0].result }
    }

    enum Verdict {
        case fine
        case wrong(String)
        /// The scenario could not be played (nothing was sent): judged elsewhere.
        case notPlayed
    }

    /// Types the path's days (again, if a reply reset the field) and sends them the path's way.
    /// Returns the bookmark taken just before the tap that sends.
    private func send(_ form: Form, _ path: Path) async -> Int {
        if form.last?.durationText != path.text { await form.edit(path.text) }
        switch path {
        case .submit:
            let mark = form.mark
            await form.submit()
            return mark
        case .confirm:
            await form.submit()
            let mark = form.mark
            form.presenter.confirm()
            await drainMain()
            return mark
        }
    }

    /// Plays a scenario on the submit path, then, only when the submit path gets it right, on the
    /// confirm path: a mistake both paths share is reported by the check aimed at it, never here.
    private func judgeConfirmPath(_ scenario: (Path) async -> Verdict) async {
        guard case .fine = await scenario(.submit) else { return }
        if case let .wrong(message) = await scenario(.confirm) { check(false, message) }
    }

    /// Each reply to a confirmed loan ends busy in the frame that shows its own message.
    @Test func aConfirmedLoanHasTheSameOutcomesAsASubmittedOne() async {
        for index in Rule.replies.indices {
            await judgeConfirmPath { path in
                let reply = path.replies[index]
                let form = await Form.make()
                _ = await self.send(form, path)
                guard form.service.calls.count == 1 else { return .notPlayed }
                let mark = form.mark
                await form.reply(0, reply.result)
                let drawn = form.frames(since: mark)
                let ended = (drawn.last?.message != nil) && drawn.last?.phase == .editing && drawn.allSatisfy { !$0.isBusy }
                return ended ? .fine : .wrong("After a \(reply.name) reply to \(path.loan) the form should end busy in the frame that says what happened, as it does for a short loan; it showed: \(describe(drawn)).")
            }
        }
        await judgeConfirmPath { path in
            var messages: [String] = []
            for reply in path.replies {
                let form = await Form.make()
                _ = await self.send(form, path)
                guard form.service.calls.count == 1 else { return .notPlayed }
                await form.reply(0, reply.result)
                guard let message = form.last?.message, form.last?.isBusy == false else { return .notPlayed }
                messages.append(message)
            }
            let said = zip(Rule.replies, messages).map { "\($0.name): \"\($1)\"" }.joined(separator: ", ")
            return Set(messages).count == messages.count ? .fine : .wrong("For \(path.loan), success, .invalidDays and .unavailable need their own messages, as for a short loan; the messages were \(said).")
        }
    }

    /// A second reply to a confirmed loan's request, or an old reply during the next one, changes nothing.
    @Test func aConfirmedLoanAcceptsOnlyItsOwnFirstReply() async {
        for firstIndex in Rule.replies.indices {
            for secondIndex in Rule.replies.indices {
                await judgeConfirmPath { path in
                    let (first, second) = (path.replies[firstIndex], path.replies[secondIndex])
                    let form = await Form.make()
                    _ = await self.send(form, path)
                    guard form.service.calls.count == 1 else { return .notPlayed }
                    await form.reply(0, first.result)
                    guard form.last?.isBusy == false else { return .notPlayed }
                    let settled = form.last
                    let mark = form.mark
                    await form.reply(0, second.result, current: false)
                    let drawn = form.frames(since: mark)
                    return drawn.allSatisfy { $0 == settled } ? .fine : .wrong("The library called back twice for \(path.loan) (\(first.name), then \(second.name)), and the second reply changed the form to: \(describe(drawn)). Accept one reply per request, on the confirm path too.")
                }
            }
        }
        for index in Rule.replies.indices {
            await judgeConfirmPath { path in
                let old = path.replies[index]
                let form = await Form.make()
                _ = await self.send(form, path)
                guard form.service.calls.count == 1 else { return .notPlayed }
                await form.reply(0, .failure(.unavailable))
                _ = await self.send(form, path)
                guard form.service.calls.count == 2, form.last?.isBusy == true else { return .notPlayed }
                let busy = form.last
                var mark = form.mark
                await form.reply(0, old.result, current: false)
                var drawn = form.frames(since: mark)
                guard drawn.allSatisfy({ $0 == busy }) else {
                    return .wrong("The user sent \(path.loan), got a reply, and sent it again. A second \(old.name) reply to the first request then changed the form to: \(describe(drawn)). Accept only the current request's reply, on the confirm path too.")
                }
                await form.reply(1, path.success)
                guard form.last?.isBusy == false else { return .notPlayed }
                let done = form.last
                mark = form.mark
                await form.reply(0, old.result, current: false)
                drawn = form.frames(since: mark)
                return drawn.allSatisfy { $0 == done } ? .fine : .wrong("After the second request of \(path.loan) was answered, a \(old.name) reply to the first one changed the form to: \(describe(drawn)).")
            }
        }
    }

    /// What a confirmed loan in flight holds: neither the presenter its owner let go of nor the
    /// view (judged only when a submitted short loan holds neither: otherwise `view-is-weak` says so).
    @Test func aConfirmedLoanInFlightKeepsNothingAlive() async {
        await judgeConfirmPath { path in
            let service = ControlledBorrowing()
            weak var weakPresenter: BorrowPresenter?
            weak var weakView: FrameSpy?
            do {
                let presenter = BorrowPresenter(bookID: 7, borrowing: service)
                let view = FrameSpy()
                weakPresenter = presenter
                weakView = view
                presenter.attach(view)
                presenter.durationChanged(path.text)
                await drainMain()
                presenter.submit()
                await drainMain()
                if path == .confirm {
                    presenter.confirm()
                    await drainMain()
                }
            }
            await drainMain()
            guard service.calls.count == 1 else { return .notPlayed }
            let kept = [weakPresenter == nil ? nil : "the presenter", weakView == nil ? nil : "the view"].compactMap { $0 }
            service.forgetCompletions()
            return kept.isEmpty ? .fine : .wrong("With \(path.loan) in flight, the screen let go of the presenter and its view, but \(kept.joined(separator: " and ")) stayed alive: the confirm path's completion (or task) holds it strongly. Capture the presenter weakly on every path.")
        }
    }

    /// The confirm path's own ordering: a reply inside borrow() ends like the same reply later.
    @Test func aConfirmedLoanAnsweredInsideBorrowEndsLikeALateReply() async {
        for index in Rule.replies.indices {
            await judgeConfirmPath { path in
                let reply = path.replies[index]
                let late = await Form.make()
                _ = await self.send(late, path)
                guard late.service.calls.count == 1 else { return .notPlayed }
                await late.reply(0, reply.result)

                let form = await Form.make()
                form.service.replyAtOnce = reply.result
                _ = await self.send(form, path)
                // A presenter that handles the reply in a task is judged once it has (the brief:
                // judged on what it does, not on when the check looked).
                await waitForReaction { form.last?.isBusy == false }
                let same = form.service.calls.count == 1 && form.last == late.last
                return same ? .fine : .wrong("\(path.loan.prefix(1).uppercased())\(path.loan.dropFirst()) answered \(reply.name) at once, inside borrow(), ended as: \(describe(form.last)); the same reply a moment later ends as: \(describe(late.last)). On the confirm path too, set busy (and the request's identity) before calling the service, and change nothing after the call.")
            }
        }
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.confirmLongLoan, mix: SequenceMix(stops: true, confirms: true, closes: 1), scenarios: [[.attach, .edit("10"), .submit(nil), .edit("12"), .confirm(nil)], [.attach, .edit("10"), .submit(nil), .close], [.attach, .edit("10"), .submit(nil), .attach, .cancel, .attach], [.attach, .edit("10"), .submit(nil), .cancel, .confirm(nil), .submit(nil), .confirm(.success), .confirm(nil)]], probes: SequenceMix.submitPath, later: Self.laterSteps)
    }

    static func laterSteps(_ presenter: BorrowPresenter, _ step: BorrowStep) {
        switch step {
        case .stop: presenter.stop()
        case .confirm: presenter.confirm()
        case .cancel: presenter.cancelConfirmation()
        default: break
        }
    }
}
