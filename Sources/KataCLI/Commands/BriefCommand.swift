import KataCore

/// `kata brief`: the story and the whole brief of the stage the learner is on, as `kata start`
/// showed it (watch mode's screen shortens it to fit).
enum BriefCommand: Command {
    static let name = "brief"
    static let summary = "Show the story and the full brief of the stage you are on."
    static let arguments = "[kata]"

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let progress = context.loadProgress()
        let kata = try context.kata(arguments.positionals.first, progress: progress)
        context.say(StartCommand.introduction(kata, progress: progress, context: context, copied: kata.workspaceFiles))
        return ExitCode.success
    }
}
