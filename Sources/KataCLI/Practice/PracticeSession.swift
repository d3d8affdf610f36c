import Foundation
import KataCore

/// Checks the learner's own copy of a kata at the stage they reached, moves them on when a
/// stage passes, and at the end shows the review key and the follow-up questions.
struct PracticeSession {
    var context: Context
    var kata: Kata

    /// The learner's files in the workspace, read and validated. A file missing from a kata the
    /// learner started is said to be missing (with how to get it back), not "not started".
    func workspaceSources() throws -> [LearnerSource] {
        let workspace = context.workspace
        if let missing = kata.learnerFiles.first(where: { !FileManager.default.fileExists(atPath: workspace.file($0, of: kata).path) }) {
            let begun = !workspace.lostFiles(of: kata).isEmpty || kata.learnerFiles.contains { FileManager.default.fileExists(atPath: workspace.file($0, of: kata).path) }
                || workspace.progressStore.load().progress.katas[kata.id] != nil
            guard begun else { throw KataError.usage("you have not started \(kata.id) yet. Run `swift run kata start \(kata.id)` first.") }
            throw workspace.missingFileError(missing, of: kata)
        }
        return try kata.learnerFiles.map { name in
            let source = try LearnerSource.read(name: name, from: workspace.file(name, of: kata))
            workspace.keepLastChecked(source, as: name, of: kata)
            return source
        }
    }

    /// The learner's test file in the workspace, for a check of their tests; a missing one is put
    /// back from the starter first (workspaces started before the kata had the stage lack it),
    /// unless a version of it was checked before: then it is lost, and said so.
    func workspaceTests(for checks: [Check]) throws -> LearnerSource? {
        guard checks.contains(where: { $0.kind == .tests }), let path = kata.testFilePath else { return nil }
        try context.workspace.start(kata)
        if context.workspace.lostFiles(of: kata).contains(path) { throw context.workspace.missingFileError(path, of: kata) }
        let source = try LearnerSource.read(name: URL(fileURLWithPath: path).lastPathComponent, from: context.workspace.file(path, of: kata))
        context.workspace.keepLastChecked(source, as: path, of: kata)
        return source
    }

    /// What the workspace keeps of this kata between commands.
    var records: KataRecords { KataRecords(workspace: context.workspace, kata: kata) }

    /// Checks the learner's copy at their stage and moves them on while stages pass (the rule is
    /// `StageProgression`'s); remembers the bugs their tests missed for `kata hint` and the last
    /// check for `kata report`. `upTo` stops once that stage passes (the next opens, unchecked).
    /// `starting` is told each stage before its checks run, `finished` each run as it ends (so a
    /// caller can show a stage's verdicts while the next stage is checked).
    func advance(
        runner: CheckRunner, once: Bool = false, upTo: Int? = nil,
        starting: (Int) -> Void = { _ in }, finished: (StageProgression.Run) -> Void = { _ in }
    ) throws -> StageProgression.Outcome {
        try StageProgression(kata: kata).advance(once: once, upTo: upTo, update: context.updateProgress) { stage in
            starting(stage)
            let checks = kata.checks(upToStage: stage)
            let report = try runner.run(kata, sources: try workspaceSources(), checks: checks, tests: try workspaceTests(for: checks))
            records.rememberMissedBugs(report)
            records.rememberLastCheck(report, stage: stage, at: context.clock())
            finished(StageProgression.Run(stage: stage, report: report))
            return report
        }
    }

    /// `kata check` on the workspace: runs `advance` and prints each run, the stages passed, the
    /// next briefs, and at the end the key.
    func checkAndAdvance(runner: CheckRunner, json: Bool, outputs: CheckOutputs? = nil) throws -> Int32 {
        let printsText = !json && outputs?.printsText != false
        // Each stage's verdicts as soon as its checks end: a learner several stages ahead sees the
        // first stage's while the next ones run. On a terminal, a line says what is being checked.
        let result = try advance(
            runner: runner, once: json,
            starting: { stage in
                if printsText && context.isInteractive { context.warn(context.style.dim("checking stage \(stage) of \(kata.lastStage)…")) }
            },
            finished: { run in if printsText { say(run) } }
        )
        try outputs?.write(result.last.report, kata: kata, scope: "stage \(result.last.stage) of \(kata.lastStage)", context: context)
        if json {
            context.say(JSONDocument.render(result.last.report))
            return result.last.report.status == .pass ? ExitCode.success : ExitCode.checkFailed
        }
        if !printsText {
            return result.last.report.status == .pass ? ExitCode.success : ExitCode.checkFailed
        }
        if result.completed {
            context.say(KataEnding(context: context, kata: kata).text(firstTime: result.firstCompletion))
            return ExitCode.success
        }
        if result.last.report.status == .fail {
            context.say(context.style.dim("Stuck? `swift run kata hint \(kata.id)` gives the next hint for this stage."))
        }
        return ExitCode.checkFailed
    }

    /// One stage's run: its verdicts, and when it passed, that it did and the next stage's brief.
    private func say(_ run: StageProgression.Run) {
        context.say(ReportRenderer(style: context.style).render(run.report, heading: heading(run.stage)))
        guard run.report.status == .pass else { return }
        context.say(stagePassed(run.stage))
        if run.stage < kata.lastStage { context.say(brief(run.stage + 1)) }
    }

    func heading(_ stage: Int) -> String {
        let title = kata.stage(stage)?.title ?? ""
        return "\(kata.title) · stage \(stage) of \(kata.lastStage): \(title)"
    }

    func stagePassed(_ stage: Int) -> String {
        let learnt = kata.stage(stage)?.learnt ?? ""
        return "\n" + context.style.green("Stage \(stage) passed.") + " " + learnt + "\n"
    }

    /// The brief of a stage, with the file to edit.
    func brief(_ stage: Int) -> String {
        guard let info = kata.stage(stage) else { return "" }
        let edited = kata.checks(inStage: stage).contains { $0.kind == .tests } ? kata.testFilePath.map { [$0] } ?? [] : kata.learnerFiles
        let files = edited.map { context.workspace.file($0, of: kata).path }.joined(separator: "\n  ")
        return """
        \(context.style.bold("Stage \(stage) of \(kata.lastStage): \(info.title)"))

        \(context.text(info.brief, of: kata))

        Edit:
          \(files)
        Then run `swift run kata check \(kata.id)`; `swift run kata hint \(kata.id)` when stuck.
        """
    }
}

/// What a learner sees on finishing a kata: the review round offered next (its key is not shown
/// before it: `kata review <kata> --key` or the round's report shows it), the idea, and where the
/// follow-up questions are.
struct KataEnding {
    var context: Context
    var kata: Kata

    func text(firstTime: Bool) -> String {
        var lines: [String] = []
        lines.append(context.style.green(context.style.bold("You finished \(kata.title).")))
        lines.append("")
        if kata.review != nil {
            lines.append(context.style.bold("Next, the review round: `swift run kata review \(kata.id)`."))
            lines.append("Review the original pull request as a senior would, against the clock, and get scored. The key (what a senior reviewer finds in it) is shown when you submit your review, or now with `swift run kata review \(kata.id) --key`.")
        } else {
            lines += Self.keyLines(kata, style: context.style)
        }
        let idea = context.text("idea.md", of: kata)
        if !idea.isEmpty {
            lines += ["", context.style.bold("The idea behind it"), idea]
        }
        if !kata.questions.isEmpty {
            lines += ["", "What an interviewer asks next: `swift run kata questions \(kata.id)` asks the \(kata.questions.count) follow-up questions one at a time."]
        }
        lines += ["", "Compare with the reference: `swift run kata solution \(kata.id)`. Another kata: `swift run kata list`, then `swift run kata start <kata>`."]
        return lines.joined(separator: "\n")
    }

    /// The review key: what a senior reviewer finds in the original code, item by item.
    static func keyLines(_ kata: Kata, style: Style) -> [String] {
        var lines = [style.bold("The key: what a senior reviewer finds in the original code")]
        for (index, item) in kata.key.enumerated() {
            lines.append("\(String(format: "%2d", index + 1)). [\(item.severity)] \(item.title)")
            lines.append("    \(item.detail)")
        }
        return lines
    }
}
