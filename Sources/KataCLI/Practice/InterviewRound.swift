import Foundation
import KataCore

/// A mock senior round as one thing: the review, the fix, "now show me it works", the follow-up
/// questions, each in its time box. It reads the interviewer's commands one line at a time; the
/// end of input pauses the round, and the state is saved after every step.
struct InterviewRound {
    typealias Kind = InterviewState.PhaseKind

    var context: Context
    var kata: Kata
    var store: InterviewStore { InterviewStore(workspace: context.workspace, kata: kata) }
    var session: PracticeSession { PracticeSession(context: context, kata: kata) }
    var style: Style { context.style }

    /// The last stage of the fix (`InterviewPlan`).
    var lastFixStage: Int { InterviewPlan.lastFixStage(of: kata) }

    /// Whether the learner's files differ from the starter (a kata practised before).
    func hasEdits() -> Bool {
        kata.learnerFiles.contains { name in
            let starter = try? Data(contentsOf: kata.starterDirectory.appendingPathComponent(name))
            return starter != (try? Data(contentsOf: context.workspace.file(name, of: kata)))
        }
    }

    func run(minutes: [Kind: Int], restart: Bool, skip: Bool, candidate: String? = nil) throws -> Int32 {
        // A closed terminal then ends the input instead of the process, and the round pauses.
        let previous = signal(SIGHUP, SIG_IGN)
        defer { signal(SIGHUP, previous) }
        let now = context.clock()
        if restart { try store.setAside(now: now) }
        guard var state = try openRound(minutes: minutes, now: now) else { return ExitCode.success }
        if let candidate, !candidate.isEmpty { state.candidate = candidate }
        try save(&state)
        if skip, let index = state.currentIndex {
            state.endCurrent(.skipped, now: now)
            try save(&state)
            context.say("Skipped: \(state.phases[index].kind.title).")
        }
        var announced = false
        while let index = state.currentIndex {
            let phase = state.phases[index]
            if phase.status == .pending || !announced {
                let fresh = phase.status == .pending
                state.beginCurrent(now: context.clock())
                try save(&state)
                try introduce(phase.kind, number: index + 1, of: state.phases.count, minutes: phase.minutes, fresh: fresh)
                announced = true
            }
            if phase.kind == .questions {
                guard try askQuestions(&state) else { return try pause(&state) }
                continue
            }
            context.say(prompt(state, index: index))
            guard let line = context.input() else { return try pause(&state) }
            guard try obey(line, in: phase, &state, announced: &announced) else { return try pause(&state) }
        }
        return try finish(state)
    }

    /// The round resumed from the workspace, or a new one; nil (and said) when it is finished.
    func openRound(minutes: [Kind: Int], now: Date) throws -> InterviewState? {
        if var existing = try store.load() {
            guard !existing.isFinished else {
                context.say("The round of \(kata.id) is finished. Its report: `swift run kata report \(kata.id) --html FILE`; a new round: `swift run kata interview \(kata.id) --restart`.")
                return nil
            }
            existing.resume(now: now)
            existing.rebox(minutes)
            context.say(style.bold("Resuming the interview round of \(kata.title).") + " " + timeline(existing, now: now))
            return existing
        }
        try context.workspace.start(kata)
        try context.updateProgress { $0.current = kata.id }
        let state = InterviewState(kata: kata.id, startedAt: now, phases: InterviewPlan.phases(of: kata, minutes: minutes))
        context.say(style.bold("Interview round: \(kata.title)"))
        context.say("Phases: " + state.phases.enumerated().map { "\($0.offset + 1). \($0.element.kind.title) (\($0.element.minutes) min)" }.joined(separator: " · "))
        if hasEdits() {
            context.say(style.yellow("Your copy of \(kata.id) already has changes: for a round from the starter, `pause`, run `swift run kata reset \(kata.id)` (your file is kept in backups/), then `swift run kata interview \(kata.id) --restart`."))
        }
        return state
    }

    /// Does the interviewer's command in a review, fix or tests phase; false for `pause`.
    func obey(_ line: String, in phase: InterviewState.Phase, _ state: inout InterviewState, announced: inout Bool) throws -> Bool {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "pause":
            return false
        case "skip":
            state.endCurrent(.skipped, now: context.clock())
            try save(&state)
            context.say("Skipped: \(phase.kind.title).")
            announced = false
        case "time":
            context.say(timeline(state, now: context.clock()))
        case "check" where phase.kind != .review:
            if try check(phase.kind, &state) { try end(&state) ; announced = false }
        case "", "done":
            if phase.kind == .review {
                try submitReview(&state)
            } else {
                _ = try check(phase.kind, &state)
            }
            try end(&state)
            announced = false
        default:
            context.say("Not a command here: '\(line)'. " + commands(phase.kind))
        }
        return true
    }

    func introduce(_ kind: Kind, number: Int, of count: Int, minutes: Int, fresh: Bool) throws {
        context.say("")
        context.say(style.bold("Phase \(number) of \(count): \(kind.title)") + " · \(minutes) minutes" + (fresh ? "" : " (resumed)"))
        switch kind {
        case .review:
            guard let spec = kata.review else { return }
            _ = try ReviewRound(context: context, kata: kata, spec: spec).start(minutes: minutes, submitWith: "then press Enter here to hand it in.")
        case .fix:
            let stage = min(max(context.loadProgress().kata(kata.id).stage, 1), lastFixStage)
            context.say("Fix the code without leaving the architecture, stage by stage. `check` runs the checks.")
            context.say(session.brief(stage))
        case .tests:
            guard let stage = kata.testsCheck?.stage else { return }
            context.say(session.brief(stage))
        case .questions:
            context.say("The interviewer asks, the candidate answers aloud; Enter shows the model answer.")
        }
    }

    func commands(_ kind: Kind) -> String {
        switch kind {
        case .review: return "Enter: submit the review · skip · pause · time"
        case .fix, .tests: return "check: run the checks · Enter: run them and end the phase · skip · pause · time"
        case .questions: return "Enter: show the answer · skip · pause"
        }
    }

    func prompt(_ state: InterviewState, index: Int) -> String {
        let phase = state.phases[index]
        let used = phase.secondsUsed(now: context.clock()) / 60
        let clock = String(format: "%.0f of %d min", used, phase.minutes) + (used > Double(phase.minutes) ? ", over the box" : "")
        return style.dim("[\(phase.kind.rawValue) · \(clock)] ") + commands(phase.kind)
    }

    func timeline(_ state: InterviewState, now: Date) -> String {
        state.phases.map { phase in
            let used = String(format: "%.0f", phase.secondsUsed(now: now) / 60)
            return "\(phase.kind.title): \(phase.status.rawValue), \(used) of \(phase.minutes) min"
        }.joined(separator: " · ")
    }

    /// Saves the state, noting the time of this step.
    func save(_ state: inout InterviewState) throws {
        state.touch(now: context.clock())
        try store.save(state)
    }

    func pause(_ state: inout InterviewState) throws -> Int32 {
        state.pause(now: context.clock())
        try save(&state)
        context.say("Paused. `swift run kata interview \(kata.id)` resumes where you stopped; the pause does not count.")
        return ExitCode.success
    }

    func end(_ state: inout InterviewState) throws {
        state.endCurrent(.done, now: context.clock())
        try save(&state)
    }

    func submitReview(_ state: inout InterviewState) throws {
        guard let spec = kata.review else { return }
        let round = ReviewRound(context: context, kata: kata, spec: spec)
        _ = try round.submit(json: false)
        state.reviewAttempt = round.store.load().attempts.count - 1
    }

    /// Runs the phase's checks, records them, and says whether the phase's goal is met.
    func check(_ kind: Kind, _ state: inout InterviewState) throws -> Bool {
        let runner = CheckRunner(catalog: context.catalog, environment: try context.runnerEnvironment())
        let report: KataReport
        var met = false
        if kind == .tests, let testsCheck = kata.testsCheck {
            report = try runner.run(kata, sources: try session.workspaceSources(), checks: [testsCheck], tests: try session.workspaceTests(for: [testsCheck]))
            context.say(ReportRenderer(style: style).render(report, heading: "\(kata.title) · your tests"))
            met = report.status == .pass
        } else {
            let reached = context.loadProgress().kata(kata.id).stage
            if reached <= lastFixStage {
                let result = try session.advance(runner: runner, upTo: lastFixStage)
                for run in result.runs {
                    context.say(ReportRenderer(style: style).render(run.report, heading: session.heading(run.stage)))
                    guard result.passedStages.contains(run.stage) else { continue }
                    context.say(session.stagePassed(run.stage))
                    if run.stage < lastFixStage { context.say(session.brief(run.stage + 1)) }
                }
                report = result.last.report
                met = result.passedStages.contains(lastFixStage) || result.completed
            } else {
                report = try runner.run(kata, sources: try session.workspaceSources(), checks: kata.checks(upToStage: lastFixStage))
                context.say(ReportRenderer(style: style).render(report, heading: "\(kata.title) · stages 1 to \(lastFixStage)"))
                met = report.status == .pass
            }
        }
        state.record(report, phase: kind, at: context.clock())
        try save(&state)
        if met { context.say(style.green("\(kind.title): done.")) }
        return met
    }

    /// Asks the questions not answered yet; false when the input ended or the interviewer paused.
    func askQuestions(_ state: inout InterviewState) throws -> Bool {
        let asked = Set(state.answers.map(\.question))
        let schedule = QuestionStore(workspace: context.workspace)
        let remaining = kata.questions.filter { !asked.contains($0.question) }
        for question in remaining {
            let number = kata.questions.firstIndex(of: question).map { $0 + 1 } ?? 0
            context.say("")
            context.say(style.bold("Question \(number) of \(kata.questions.count)") + "  " + question.question)
            context.say(style.dim(commands(.questions)))
            guard let line = context.input() else { return false }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "pause": return false
            case "skip":
                try endQuestions(&state, status: .skipped)
                return true
            default: break
            }
            context.say(style.green("Model answer: ") + question.answer)
            context.say("Did the candidate know it? [y/n]")
            guard let verdict = context.input()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
            let knew = verdict.hasPrefix("y")
            state.answers.append(InterviewState.Answer(question: question.question, knew: knew))
            try save(&state)
            var leitner = schedule.load()
            leitner.record(LeitnerSchedule.id(kata: kata.id, question: question.question), knew: knew)
            try schedule.save(leitner)
        }
        try endQuestions(&state, status: .done)
        return true
    }

    func endQuestions(_ state: inout InterviewState, status: InterviewState.PhaseStatus) throws {
        let now = context.clock()
        if !state.answers.isEmpty {
            try QuestionHistory.append([QuestionHistory.Session(kata: kata.id, at: now, asked: state.answers.count, knew: state.answers.filter(\.knew).count)], in: context.workspace)
        }
        state.endCurrent(status, now: now)
        try save(&state)
        if status == .done { context.say("The candidate knew \(state.answers.filter(\.knew).count) of \(state.answers.count).") }
    }

    /// The round is over: the report is written in `Workspace/reports/<kata>/`, outside the
    /// folders the workspace's Swift package compiles (SwiftPM warns about unknown files there).
    func finish(_ state: InterviewState) throws -> Int32 {
        let folder = context.workspace.root.appendingPathComponent("reports").appendingPathComponent(kata.id)
        let report = RoundReport.build(kata: kata, workspace: context.workspace, interview: state, lastCheck: session.records.lastCheck(), now: context.clock(), source: \.words,
                                       explain: \.words)
        let html = folder.appendingPathComponent("interview-report.html")
        let markdown = folder.appendingPathComponent("interview-report.md")
        try AtomicFile.write(RoundReportHTML().render(report), to: html)
        try AtomicFile.write(RoundReportMarkdown().render(report), to: markdown)
        context.say("")
        context.say(style.bold("The round is over.") + " " + timeline(state, now: context.clock()))
        context.say(RoundReportMarkdown().summary(report))
        context.say("Report: \(html.path) (and \(markdown.lastPathComponent)); `swift run kata report \(kata.id)` writes it again.")
        return ExitCode.success
    }

    /// `--minutes 25` (the review's box) or `--minutes review=15,fix=30,tests=20,questions=5`.
    static func minutes(_ text: String?) throws -> [Kind: Int] {
        guard let text else { return [:] }
        let bad = KataError.usage("--minutes takes a whole number (the review's box) or boxes per phase, like review=15,fix=30,tests=20,questions=5; got '\(text)'.")
        if let review = Int(text) {
            guard (1...240).contains(review) else { throw bad }
            return [.review: review]
        }
        var boxes: [Kind: Int] = [:]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let kind = Kind(rawValue: pair[0]), let value = Int(pair[1]), (1...240).contains(value) else { throw bad }
            boxes[kind] = value
        }
        guard !boxes.isEmpty else { throw bad }
        return boxes
    }
}
