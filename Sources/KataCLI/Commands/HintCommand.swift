import KataCore

/// `kata hint`: the next hint of the current stage, one more each time.
enum HintCommand: Command {
    static let name = "hint"
    static let summary = "Show the next hint for the stage you are on."
    static let arguments = "[kata]"
    static let help = "Each call shows one more hint, with the ones before it."

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let kata = try context.kata(arguments.positionals.first, progress: context.loadProgress())
        var hint = ""
        try context.updateProgress { hint = nextHint(kata, progress: &$0, context: context) }
        context.say(hint)
        return ExitCode.success
    }

    static func nextHint(_ kata: Kata, progress: inout LearnerProgress, context: Context, again: String? = nil) -> String {
        let stageNumber = kata.currentStage(in: progress)
        guard let stage = kata.stage(stageNumber) else { return "No hints here." }
        let key = String(stageNumber)
        let shown = min((progress.kata(kata.id).hintsShown[key] ?? 0) + 1, stage.hints.count)
        progress.update(kata.id) { $0.hintsShown[key] = shown }
        var lines = [context.style.bold("Hints for stage \(stageNumber): \(stage.title)")]
        for (index, hint) in stage.hints.prefix(shown).enumerated() {
            lines.append("\(index + 1). \(hint)")
        }
        if kata.checks(inStage: stageNumber).contains(where: { $0.kind == .tests }),
           let missed = PracticeSession(context: context, kata: kata).firstMissedBug() {
            // Point at the behaviour, never at the bug's code: the check that guards it names it.
            let guardedBy = kata.checks.filter { missed.fails.contains($0.id) && $0.kind == .test }.map { "“\($0.title)”" }
            lines.append("Your tests last missed a presenter where \(missed.description)." + (guardedBy.isEmpty ? "" : " That is the behaviour of \(guardedBy.joined(separator: " and ")): write a test that fails when it breaks."))
        }
        if shown >= stage.hints.count {
            lines.append(context.style.dim("That was the last hint for this stage. `swift run kata solution \(kata.id)` shows the reference, if you want it."))
        } else {
            lines.append(context.style.dim("\(stage.hints.count - shown) more: \(again ?? "run `swift run kata hint \(kata.id)` again")."))
        }
        return lines.joined(separator: "\n")
    }
}
