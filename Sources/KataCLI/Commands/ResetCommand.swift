import Foundation
import KataCore

/// `kata reset`: back to the starter; the learner's file is kept as a timestamped backup.
enum ResetCommand: Command {
    static let name = "reset"
    static let summary = "Put the starter back; your current file is kept as a timestamped backup."
    static let arguments = "<kata>"
    static let options: [Option] = [.flag("progress", "also start the kata's stages and hints again from stage 1")]

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        guard let id = arguments.positionals.first else {
            throw KataError.usage("name the kata to reset, for example `swift run kata reset leaky-presenter`.")
        }
        let kata = try context.catalog.kata(id)
        let backups = try context.workspace.reset(kata, now: Date())
        for backup in backups { context.say("Your previous file is kept as \(backup.path)") }
        try context.updateProgress { progress in
            progress.current = kata.id
            if arguments.has("progress") { progress.katas[kata.id] = KataProgress() }
        }
        context.say("\(kata.title) is back to its starter: \(kata.learnerFiles.map { context.workspace.file($0, of: kata).path }.joined(separator: ", "))")
        return ExitCode.success
    }
}
