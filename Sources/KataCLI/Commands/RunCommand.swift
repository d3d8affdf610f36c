import Foundation
import KataCore

/// `kata` with no command: start or resume the current kata. In a terminal it then watches the
/// file and checks it on every save; without one (CI, scripts) it checks once and exits.
enum RunCommand: Command {
    static let name = ""
    static let summary = "Start or resume your current kata; in a terminal, re-check on every save."
    static let options: [Option] = [.flag("once", "check once and exit (what happens anyway when not in a terminal)")]
    static let help = """
    In a terminal: shows the brief and the file to edit, checks it, and checks again each time you
    save. Keys: h hint · l list · n next kata · r reset · s solution · c check again · q quit.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        _ = try arguments.expectingAtMost(0, command: "(none)")
        let before = context.loadProgress()
        let kata = try nextKata(progress: before, context: context)
        let copied = try context.workspace.start(kata)
        let firstVisit = before.current != kata.id || !copied.isEmpty
        let progress = try context.updateProgress { progress in
            progress.current = kata.id
            if progress.katas[kata.id] == nil { progress.katas[kata.id] = KataProgress() }
        }

        let runner = CheckRunner(catalog: context.catalog, environment: try context.runnerEnvironment())
        let session = PracticeSession(context: context, kata: kata)
        if !context.isInteractive || arguments.has("once") {
            if firstVisit { context.say(StartCommand.introduction(kata, progress: progress, context: context, copied: copied)) }
            return try session.checkAndAdvance(runner: runner, json: false)
        }
        return try Watcher(context: context, runner: runner, kata: kata).run()
    }

    /// The current kata, finished or not (it stays current until the learner picks another:
    /// `n` in watch mode, `kata start`); with none yet, the first unfinished one.
    static func nextKata(progress: LearnerProgress, context: Context) throws -> Kata {
        if let current = progress.current, let kata = try? context.catalog.kata(current) {
            return kata
        }
        if let unfinished = context.catalog.katas.first(where: { !progress.kata($0.id).completed }) {
            return unfinished
        }
        return try context.kata(nil, progress: progress)
    }
}
