import Foundation
import KataCore

/// Checks the learner's own copy of a kata at the stage they reached, moves them on when a
/// stage passes, and at the end shows the review key and the follow-up questions.
struct PracticeSession {
    var context: Context
    var kata: Kata

    /// The learner's files in the workspace, read and validated.
    func workspaceSources() throws -> [LearnerSource] {
        guard context.workspace.hasStarted(kata) else {
            throw KataError.usage("you have not started \(kata.id) yet. Run `kata start \(kata.id)` first.")
        }
        return try kata.learnerFiles.map { try LearnerSource.read(name: $0, from: context.workspace.file($0, of: kata)) }
    }

    /// Runs the checks of every unlocked stage; on a pass, unlocks the next stage and checks again.
    func checkAndAdvance(runner: CheckRunner, json: Bool) throws -> Int32 {
        let progress = try context.updateProgress { $0.current = kata.id }
        var stage = min(max(progress.kata(kata.id).stage, 1), kata.lastStage)
        while true {
            let sources = try workspaceSources()
            let report = try runner.run(kata, sources: sources, checks: kata.checks(upToStage: stage))
            if json {
                context.say(report.jsonString())
            } else {
                context.say(ReportRenderer(style: context.style).render(report, heading: heading(stage)))
            }
            guard report.status == .pass else {
                if !json, report.status == .fail { context.say(context.style.dim("Stuck? `kata hint \(kata.id)` gives the next hint for this stage.")) }
                return ExitCode.checkFailed
            }
            if stage < kata.lastStage {
                if !json { context.say(stagePassed(stage)) }
                stage += 1
                let reached = stage
                try context.updateProgress { progress in progress.update(kata.id) { $0.stage = max($0.stage, reached) } }
                if json { return ExitCode.success }
                context.say(brief(stage))
                continue
            }
            var firstCompletion = false
            try context.updateProgress { progress in
                firstCompletion = !progress.kata(kata.id).completed
                progress.update(kata.id) { $0.completed = true; $0.stage = kata.lastStage }
            }
            if !json {
                context.say(stagePassed(stage))
                context.say(KataEnding(context: context, kata: kata).text(firstTime: firstCompletion))
            }
            return ExitCode.success
        }
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
        let files = kata.learnerFiles.map { context.workspace.file($0, of: kata).path }.joined(separator: "\n  ")
        return """
        \(context.style.bold("Stage \(stage) of \(kata.lastStage): \(info.title)"))

        \(context.text(info.brief, of: kata))

        Edit:
          \(files)
        Then run `kata check \(kata.id)`; `kata hint \(kata.id)` when stuck.
        """
    }
}

/// What a learner sees on finishing a kata: the key a senior reviewer would give, the idea, and
/// the questions an interviewer asks next.
struct KataEnding {
    var context: Context
    var kata: Kata

    func text(firstTime: Bool) -> String {
        var lines: [String] = []
        lines.append(context.style.green(context.style.bold("You finished \(kata.title).")))
        lines.append("")
        lines.append(context.style.bold("The key: what a senior reviewer finds in the original code"))
        for (index, item) in kata.key.enumerated() {
            lines.append("\(String(format: "%2d", index + 1)). [\(item.severity)] \(item.title)")
            lines.append("    \(item.detail)")
        }
        let idea = context.text("idea.md", of: kata)
        if !idea.isEmpty {
            lines += ["", context.style.bold("The idea behind it"), idea]
        }
        lines += ["", context.style.bold("What an interviewer asks next")]
        for question in kata.questions {
            lines.append("• \(question.question)")
            lines.append("  \(context.style.dim(question.answer))")
        }
        lines += ["", "Compare with the reference: `kata solution \(kata.id)`. Next: `kata list`."]
        return lines.joined(separator: "\n")
    }
}
