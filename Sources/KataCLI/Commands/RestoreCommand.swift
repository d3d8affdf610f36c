import Foundation
import KataCore

/// `kata restore`: puts back the last version of the learner's files that a check read.
enum RestoreCommand: Command {
    static let name = "restore"
    static let summary = "Put back the last checked version of your files (after a file was deleted or lost)."
    static let arguments = "<kata>"
    static let help = "Every check keeps a copy of the files it read in Workspace/.last-checked/. A current file that differs from that copy is kept as a timestamped backup first."

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        guard let id = arguments.positionals.first else {
            throw KataError.usage("name the kata to restore, for example `swift run kata restore leaky-presenter`.")
        }
        let kata = try context.catalog.kata(id)
        let (restored, backups) = try context.workspace.restore(kata, now: context.clock())
        for backup in backups { context.say("Your current file is kept as \(backup.path)") }
        guard !restored.isEmpty else {
            let kept = kata.workspaceFiles.contains { FileManager.default.fileExists(atPath: context.workspace.lastChecked($0, of: kata).path) }
            context.say(kept ? "Your files of \(kata.id) are the ones last checked: nothing to put back."
                             : "No version of \(kata.id) has been checked yet, so there is nothing to put back. `swift run kata reset \(kata.id)` puts the starter back.")
            return ExitCode.success
        }
        for name in restored { context.say("Put back the last checked version of \(context.workspace.file(name, of: kata).path)") }
        return ExitCode.success
    }
}
