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
        let records = KataRecords(workspace: context.workspace, kata: kata)
        var step: HintStep?
        try context.updateProgress { step = HintStep.next(of: kata, progress: &$0, records: records) }
        context.say(HintText.render(step, kata: kata, style: context.style))
        return ExitCode.success
    }
}
