import KataCore

/// `kata start`: copy the starter into the workspace (never over the learner's file) and brief.
enum StartCommand: Command {
    static let name = "start"
    static let summary = "Start a kata: copy its starter into your workspace and show the brief."
    static let arguments = "<kata>"
    static let help = "If you already have a copy, it is kept as it is: `start` never overwrites your work (use `swift run kata reset` for a fresh copy)."

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        guard let id = arguments.positionals.first else {
            throw KataError.usage("name the kata to start, for example `swift run kata start \(context.catalog.katas.first?.id ?? "leaky-presenter")`. `swift run kata list` shows them.")
        }
        let kata = try context.catalog.kata(id)
        let copied = try context.workspace.start(kata)
        // The kata joins the workspace's Swift package, so the learner's editor knows it at once.
        context.refreshEditorPackage()
        let progress = try context.updateProgress { progress in
            progress.current = kata.id
            if progress.katas[kata.id] == nil { progress.katas[kata.id] = KataProgress() }
        }
        context.say(introduction(kata, progress: progress, context: context, copied: copied))
        return ExitCode.success
    }

    static func introduction(_ kata: Kata, progress: LearnerProgress, context: Context, copied: [String]) -> String {
        let stage = kata.currentStage(in: progress)
        var lines = [context.style.bold(kata.title), "", context.text("story.md", of: kata), ""]
        let kept = kata.learnerFiles.filter { !copied.contains($0) }
        if !kept.isEmpty {
            lines.append(context.style.yellow("Your existing copy is kept: \(kept.joined(separator: ", ")). `swift run kata reset \(kata.id)` starts over (with a backup)."))
            lines.append("")
        }
        for file in kata.review?.files ?? [] where !kata.learnerFiles.contains(file.name) {
            let text = kata.contents(of: file)
            lines.append(context.style.bold("For context, from the same pull request (you do not edit it): \(file.name)"))
            lines.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
            lines.append("")
        }
        lines.append(PracticeSession(context: context, kata: kata).brief(stage))
        if kata.review != nil && stage == 1 {
            lines += ["", context.style.dim("Review the PR first? `swift run kata review \(kata.id)` is the same code as a timed senior review round; fixing it here comes after.")]
        }
        return lines.joined(separator: "\n")
    }
}
