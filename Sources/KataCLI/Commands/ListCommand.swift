import KataCore

/// `kata list`: the katas, their stages, and how far the learner got.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List the katas, their stages and your progress."
    static let help = "The current kata (the one `kata` resumes) is marked with ▸."

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        _ = try arguments.expectingAtMost(0, command: name)
        let progress = context.loadProgress()
        for kata in context.catalog.katas {
            let entry = progress.kata(kata.id)
            let state: String
            if entry.completed {
                state = context.style.green("done")
            } else if context.workspace.hasStarted(kata) {
                state = "stage \(entry.stage) of \(kata.lastStage)"
            } else {
                state = context.style.dim("not started")
            }
            let marker = progress.current == kata.id ? "▸" : " "
            context.say("\(marker) \(context.style.bold(kata.id.padding(toLength: 17, withPad: " ", startingAt: 0))) \(kata.title) · \(state)")
            context.say("    \(kata.summary)")
            for stage in kata.stages {
                let done = entry.completed || stage.number < entry.stage
                let mark = done ? context.style.green("✓") : (stage.number == entry.stage && context.workspace.hasStarted(kata) ? "→" : "·")
                let checks = kata.checks(inStage: stage.number).map(\.id).joined(separator: ", ")
                context.say("    \(mark) \(stage.number). \(stage.title) \(context.style.dim("(\(checks))"))")
            }
            context.say("")
        }
        for broken in context.catalog.broken {
            context.warn("kata: the kata '\(broken.folder)' is left out: \(broken.problems.count) problem(s) in its files, the first: \(broken.problems.first?.words ?? ""). Run `swift run kata validate \(broken.folder)`.")
        }
        context.say("Start one with `swift run kata start <kata>`.")
        return ExitCode.success
    }
}
