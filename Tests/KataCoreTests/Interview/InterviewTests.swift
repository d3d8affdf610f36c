import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// `kata interview` walked end to end with injected input and clock: paused three times, a phase
/// skipped by the interviewer, the boxes changed, the report written at the end and on demand.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct InterviewTests {
    let workspace = temporaryFolder("interview-ws")
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Runs `kata` at minute `minutes` of the round; each line of input is typed at its minute
    /// (the clock moves to it when the line is read), and the input ends after the last.
    func kata(_ arguments: String..., minutes: Double, input: [(String, Double)] = []) -> (code: Int32, out: String, err: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = workspace.path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        let buffer = OutputBuffer()
        let lines = Locked(input)
        let now = Locked(start.addingTimeInterval(minutes * 60))
        let start = self.start
        let code = KataCLI.main(arguments: arguments, environment: environment, output: buffer.output, interactive: false,
                                clock: { now.withLock { $0 } },
                                input: {
                                    guard let (line, minute) = lines.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return nil }
                                    now.withLock { $0 = start.addingTimeInterval(minute * 60) }
                                    return line
                                })
        return (code, buffer.out, buffer.err)
    }

    var folder: URL { workspace.appendingPathComponent("leaky-presenter") }

    func state() throws -> InterviewState {
        let kata = try Repository.catalog.kata("leaky-presenter")
        return try #require(try InterviewStore(workspace: Workspace(root: workspace), kata: kata).load())
    }

    @Test func aRoundFromReviewToQuestionsWithPausesAndASkip() throws {
        #expect(kata("interview", "leaky-presenter", "--minutes", "review=15,lunch=3", minutes: 0).code == 2, "an unknown phase is a usage error")

        // The review: the PR is shown, the box is 15 minutes; the end of input pauses.
        let opened = kata("interview", "leaky-presenter", "--minutes", "review=15,fix=30", minutes: 0, input: [("time", 2)])
        #expect(opened.code == 0)
        #expect(opened.out.contains("Phase 1 of 4: Review the PR · 15 minutes"))
        #expect(opened.out.contains(" 19      var view: OrdersView?"), "the PR is shown with line numbers")
        #expect(opened.out.contains("Review the PR: running, 2 of 15 min · Fix it: pending, 0 of 30 min"))
        #expect(opened.out.contains("Paused."))
        #expect(try state().pausedAt == start.addingTimeInterval(120), "the end of input pauses, at minute 2")

        // At minute 7 it resumes; the pause does not count. The review is submitted at 17.
        var review = try String(contentsOf: folder.appendingPathComponent("review.md"), encoding: .utf8)
        review += "OrdersPresenter.swift:19: the view is held strongly, a retain cycle with the view controller\n"
        try review.write(to: folder.appendingPathComponent("review.md"), atomically: true, encoding: .utf8)
        let reviewed = kata("interview", "leaky-presenter", minutes: 7, input: [("", 17)])
        #expect(reviewed.out.contains("Resuming the interview round"))
        #expect(reviewed.out.contains("FOUND  [high] The presenter holds its view strongly"))
        #expect(reviewed.out.contains("Phase 2 of 4: Fix it · 30 minutes"))
        #expect(reviewed.out.contains("Stage 1 of 5: Break the cycles"))
        var saved = try state()
        #expect(saved.phases[0].status == .done)
        #expect(saved.phases[0].secondsUsed(now: start) == 12 * 60, "2 minutes before the pause, 10 after")
        #expect(saved.reviewAttempt == 0)

        // The fix: the candidate already reached the last stage of the fix (one check run here;
        // walking the stages is `kata check`'s own test), and the presenter passes it; the
        // interviewer skips the test-writing phase.
        _ = try Workspace(root: workspace).progressStore.update { $0.update("leaky-presenter") { $0.stage = 4 } }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("OrdersPresenter.swift"))
        try FileManager.default.copyItem(at: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"),
                                         to: folder.appendingPathComponent("OrdersPresenter.swift"))
        let fixed = kata("interview", "leaky-presenter", minutes: 30,
                         input: [("check", 40), ("skip", 41), ("", 42), ("y", 42), ("", 43), ("n", 43), ("pause", 44)])
        #expect(fixed.out.contains("Stage 4 passed"))
        #expect(fixed.out.contains("Fix it: done."))
        #expect(fixed.out.contains("Skipped: Now show me it works."))
        #expect(fixed.out.contains("Question 3 of 6"))
        saved = try state()
        #expect(saved.phases.map(\.status) == [.done, .done, .skipped, .running])
        #expect(saved.phases[1].secondsUsed(now: start) == 10 * 60, "from minute 17, paused from 17 to 30, checked at 40")
        #expect(saved.answers.map(\.knew) == [true, false])
        #expect(saved.latestChecks.count == 10, "every presenter check, not the tests check")

        // The questions resume at the third; at the end the report is written.
        let finished = kata("interview", "leaky-presenter", minutes: 50,
                            input: [("", 51), ("y", 51), ("", 52), ("y", 52), ("", 53), ("y", 53), ("", 54), ("n", 55)])
        #expect(finished.out.contains("Question 3 of 6"))
        #expect(!finished.out.contains("Question 2 of 6"), "answered questions are not asked again")
        #expect(finished.out.contains("The candidate knew 4 of 6."))
        #expect(finished.out.contains("- Checks: 10 of 11 pass"))
        #expect(finished.out.contains("The round is over."))
        let html = try String(contentsOf: workspace.appendingPathComponent("reports/leaky-presenter/interview-report.html"), encoding: .utf8)
        #expect(html.contains("<h1>Interview report: The leaky presenter</h1>"))
        #expect(html.contains("the view is held strongly, a retain cycle"))
        #expect(try state().isFinished)
        #expect(kata("interview", "leaky-presenter", minutes: 71).out.contains("is finished"))

        // The report at any time, as data.
        let json = kata("report", "leaky-presenter", "--json", minutes: 80)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let report = try decoder.decode(RoundReport.self, from: Data(json.out.utf8))
        #expect(report.roundStatus == "finished")
        #expect(report.phases.map(\.status) == ["done", "done", "skipped", "done"])
        #expect(report.phases.map { Int($0.secondsUsed / 60) } == [12, 10, 1, 8], "a skipped phase keeps the minute it took to decide")
        #expect(report.review?.found == 1)
        #expect(report.stages.flatMap(\.checks).first { $0.id == "your-tests" }?.status == "not-run")
        #expect(report.questions.compactMap(\.knew) == [true, false, true, true, true, false])
        #expect(report.questionHistory.map(\.percent) == [67])
        #expect(report.diff.first?.file == "OrdersPresenter.swift" && (report.diff.first?.added ?? 0) > 10)

        // A new round sets the old one aside.
        let again = kata("interview", "leaky-presenter", "--restart", minutes: 90, input: [("pause", 91)])
        #expect(again.out.contains("Phase 1 of 4"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("interview.2") }
        #expect(kept.count == 1)
    }
}

/// `kata questions` keeps each session's result per kata, for the trend in reports.
@Suite struct QuestionHistoryTests {
    @Test func aSessionIsKeptPerKata() throws {
        let workspace = temporaryFolder("questions-history")
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = workspace.path
        environment["NO_COLOR"] = "1"
        let answers = Locked(["", "y", "", "n", "", "y", "", "y", "", "n"])
        let code = KataCLI.main(arguments: ["questions"], environment: environment, output: OutputBuffer().output, interactive: false,
                                clock: { Date(timeIntervalSince1970: 1_800_000_000) }, input: { answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
        #expect(code == 0)
        let sessions = QuestionHistory.load(from: Workspace(root: workspace)).sessions
        #expect(sessions.reduce(0) { $0 + $1.asked } == 5)
        #expect(sessions.reduce(0) { $0 + $1.knew } == 3)
        #expect(Set(sessions.map(\.kata)).count == sessions.count, "one entry per kata")
    }
}

/// The state's clock arithmetic, without the CLI.
@Suite struct InterviewStateTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    @Test func pausesDoNotCountAndSkippingEndsAPhase() {
        var state = InterviewState(kata: "k", startedAt: t0, phases: [.init(kind: .review, minutes: 20), .init(kind: .fix, minutes: 40)])
        state.beginCurrent(now: t0)
        state.pause(now: t0.addingTimeInterval(300))
        state.pause(now: t0.addingTimeInterval(400))
        #expect(state.pausedAt == t0.addingTimeInterval(300), "a second pause keeps the first time")
        state.resume(now: t0.addingTimeInterval(900))
        state.endCurrent(.done, now: t0.addingTimeInterval(1500))
        #expect(state.phases[0].secondsUsed(now: t0) == 900)
        state.endCurrent(.skipped, now: t0.addingTimeInterval(1600))
        #expect(state.phases[1].status == .skipped && state.phases[1].secondsUsed(now: t0) == 0)
        #expect(state.isFinished && state.finishedAt == t0.addingTimeInterval(1600))
    }

    @Test func aRoundWhoseProcessDiedCountsAsPausedFromItsLastStep() {
        var state = InterviewState(kata: "k", startedAt: t0, phases: [.init(kind: .fix, minutes: 40)])
        state.beginCurrent(now: t0)
        state.touch(now: t0.addingTimeInterval(600))
        // Ctrl-C: no pause was written. Resumed an hour later, the hour does not count.
        state.resume(now: t0.addingTimeInterval(4200))
        state.endCurrent(.done, now: t0.addingTimeInterval(4500))
        #expect(state.phases[0].secondsUsed(now: t0) == 900)
    }

    @Test func boxesFromTheCommandLine() throws {
        #expect(try InterviewRound.minutes("25") == [.review: 25])
        #expect(try InterviewRound.minutes("fix=30, questions=5") == [.fix: 30, .questions: 5])
        for bad in ["0", "review=", "review=15,lunch=3", "fix=999", ""] {
            #expect(throws: KataError.self) { try InterviewRound.minutes(bad) }
        }
    }
}
