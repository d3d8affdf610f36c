import Foundation
import KataCore

/// Watch mode: polls the learner's files' modification times (works on any file system), checks
/// on every save (debounced), redraws the screen in place, and reads single keys. The terminal is
/// restored on exit, on Ctrl-C and on a crash.
struct Watcher {
    var context: Context
    var runner: CheckRunner
    var kata: Kata

    /// How often the files are polled, and how long a file must be still before it is checked.
    static let pollMilliseconds: Int32 = 100
    static let settleMicroseconds: UInt32 = 60_000

    func run() throws -> Int32 {
        let terminal = RawTerminal()
        terminal.enable()
        defer { terminal.restore() }

        var kata = self.kata
        var model = WatchModel(kataIDs: context.catalog.katas.map(\.id), currentKata: kata.id)
        var report: KataReport?
        var status: [String] = []
        var lastSeen = fingerprint(kata)
        var exitCode = ExitCode.checkFailed

        func draw() {
            let progress = context.workspace.progressStore.load().progress.kata(kata.id)
            let content = WatchScreen.Content(
                kata: kata,
                stage: min(max(progress.stage, 1), kata.lastStage),
                stagesPassed: progress.completed ? kata.lastStage : progress.stage - 1,
                files: kata.workspaceFiles.map { context.workspace.file($0, of: kata).path },
                brief: kata.stage(min(max(progress.stage, 1), kata.lastStage)).map { context.text($0.brief, of: kata) } ?? "",
                report: report,
                status: status,
                mode: model.mode,
                listEntries: context.catalog.katas.map { listEntry($0) })
            context.output.out(WatchScreen.redraw(WatchScreen(style: context.style).lines(content)))
        }

        func check() {
            model.isChecking = true
            report = nil
            status = []
            draw()
            do {
                let session = PracticeSession(context: context, kata: kata)
                let result = try session.advance(runner: runner, once: true)
                report = result.last.report
                exitCode = report?.status == .pass ? ExitCode.success : ExitCode.checkFailed
                for stage in result.passedStages {
                    model.hasPassed = true
                    status.append(context.style.green("Stage \(stage) passed. ") + (kata.stage(stage)?.learnt ?? ""))
                    if stage < kata.lastStage {
                        status.append("Stage \(stage + 1) is open: \(kata.stage(stage + 1)?.title ?? ""). Its brief is above; its checks are below.")
                    }
                }
                if result.completed {
                    model.kataComplete = true
                    status.append(KataEnding(context: context, kata: kata).text(firstTime: result.firstCompletion))
                    status.append(context.style.bold("Press n for the next kata."))
                } else if !result.passedStages.isEmpty {
                    // A stage passed: show the next stage's checks at once.
                    model.isChecking = false
                    let carried = status
                    check()
                    status = carried + status
                    draw()
                    return
                }
            } catch let error as KataError {
                status = [context.style.red("kata: \(error)")]
            } catch {
                status = [context.style.red("kata: internal error: \(error)")]
            }
            model.isChecking = false
            terminal.discardPendingInput()
            lastSeen = fingerprint(kata)
            draw()
        }

        check()
        while true {
            if let key = terminal.readKey(timeoutMilliseconds: Self.pollMilliseconds), let command = model.command(for: key) {
                switch command {
                case .quit:
                    context.output.out("")
                    return exitCode
                case .check:
                    check()
                    continue
                case .hint:
                    var hint = ""
                    try context.updateProgress { hint = HintCommand.nextHint(kata, progress: &$0, context: context, again: "press h again") }
                    status = hint.components(separatedBy: "\n")
                case .openList:
                    model.mode = .list(cursor: context.catalog.katas.firstIndex { $0.id == kata.id } ?? 0)
                case .closeList, .cancel:
                    model.mode = .watching
                case .moveCursor(let cursor):
                    model.mode = .list(cursor: cursor)
                case .switchKata(let id):
                    kata = try context.catalog.kata(id)
                    try context.workspace.start(kata)
                    model = WatchModel(kataIDs: model.kataIDs, currentKata: id)
                    check()
                    continue
                case .next:
                    guard model.kataComplete else {
                        status = ["Finish this kata first: stages open one by one as their checks pass."]
                        break
                    }
                    let progress = context.workspace.progressStore.load().progress
                    if let next = context.catalog.katas.first(where: { !progress.kata($0.id).completed && $0.id != kata.id }) {
                        kata = next
                        try context.workspace.start(kata)
                        model = WatchModel(kataIDs: model.kataIDs, currentKata: next.id)
                        check()
                        continue
                    }
                    status = ["You have finished every kata. `kata review <kata>` and `kata questions` keep you sharp."]
                case .askReset:
                    model.mode = .confirmReset
                case .reset:
                    let backups = try context.workspace.reset(kata, now: context.clock())
                    model.mode = .watching
                    check()
                    status = backups.map { "Reset to the starter; your file is kept as \($0.path)" } + status
                    draw()
                    continue
                case .askSolution:
                    model.mode = .confirmSolution
                case .solution:
                    model.mode = .watching
                    status = try SolutionCommand.lines(for: kata, full: false, context: context)
                }
                draw()
            }
            let now = fingerprint(kata)
            if now != lastSeen {
                // Debounce: editors often write a file in several steps; wait until it is still.
                var settled = now
                repeat {
                    usleep(Self.settleMicroseconds)
                    let again = fingerprint(kata)
                    if again == settled { break }
                    settled = again
                } while true
                check()
            }
        }
    }

    func listEntry(_ kata: Kata) -> String {
        let progress = context.workspace.progressStore.load().progress.kata(kata.id)
        let state = progress.completed ? "done" : context.workspace.hasStarted(kata) ? "stage \(progress.stage) of \(kata.lastStage)" : "not started"
        return "\(kata.title) · \(state)"
    }

    /// Modification times and sizes of the learner's files, their test file included.
    func fingerprint(_ kata: Kata) -> [String] {
        kata.workspaceFiles.map { name in
            let path = context.workspace.file(name, of: kata).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(modified):\(size)"
        }
    }
}
