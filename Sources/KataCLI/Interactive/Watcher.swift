import Foundation
import KataCore

/// Watch mode: polls the learner's files' modification times (works on any file system), checks
/// on every save (debounced), redraws the screen in place, and reads single keys. The terminal is
/// restored on exit, on Ctrl-C and on a crash.
///
/// `run` is the loop; each key's action is a method of its own, and what a key means is decided
/// by `WatchModel` (tested without a terminal).
final class Watcher {
    let context: Context
    let runner: CheckRunner
    let terminal = RawTerminal()
    var kata: Kata
    var model: WatchModel
    var report: KataReport?
    var status: [String] = []
    var lastSeen: [String] = []
    var exitCode = ExitCode.checkFailed
    /// Set when the learner pressed `q` or Ctrl-C during a check: the check was stopped.
    var quitRequested = false

    /// How often the files are polled, and how long a file must be still before it is checked.
    static let pollMilliseconds: Int32 = 100
    static let settleMicroseconds: UInt32 = 60_000

    init(context: Context, runner: CheckRunner, kata: Kata) {
        self.context = context
        self.runner = runner
        self.kata = kata
        model = WatchModel(kataIDs: context.catalog.katas.map(\.id), currentKata: kata.id)
    }

    /// Checks at once, then acts on each key (first those that waited for a check) and on each
    /// save until the learner quits.
    func run() throws -> Int32 {
        terminal.enable()
        defer { terminal.restore() }
        check()
        while !quitRequested {
            let key = model.waitingKeys.isEmpty ? terminal.readKey(timeoutMilliseconds: Self.pollMilliseconds) : model.waitingKeys.removeFirst()
            if let key, let command = model.command(for: key) {
                if command == .quit { break }
                try perform(command)
                continue
            }
            if fingerprint(kata) != lastSeen {
                waitUntilStill()
                check()
            }
        }
        context.output.out("")
        return exitCode
    }

    /// The action of one key; every action ends with the screen redrawn.
    func perform(_ command: WatchCommand) throws {
        switch command {
        case .quit: return
        case .check: check()
        case .hint: try showHint()
        case .openList: model.mode = .list(cursor: context.catalog.katas.firstIndex { $0.id == kata.id } ?? 0); draw()
        case .closeList, .cancel: model.mode = .watching; draw()
        case .moveCursor(let cursor): model.mode = .list(cursor: cursor); draw()
        case .switchKata(let id): try switchTo(try context.catalog.kata(id))
        case .next: try moveToNextKata()
        case .askReset: model.mode = .confirmReset; draw()
        case .reset: try resetKata()
        case .askSolution: model.mode = .confirmSolution; draw()
        case .solution: try showSolution()
        }
    }

    func showHint() throws {
        let records = KataRecords(workspace: context.workspace, kata: kata)
        var step: HintStep?
        try context.updateProgress { step = HintStep.next(of: kata, progress: &$0, records: records) }
        status = HintText.render(step, kata: kata, style: context.style, again: "press h again").components(separatedBy: "\n")
        draw()
    }

    func switchTo(_ other: Kata) throws {
        kata = other
        try context.workspace.start(kata)
        model = WatchModel(kataIDs: model.kataIDs, currentKata: other.id)
        check()
    }

    /// `n`: the first unfinished kata after this one is done.
    func moveToNextKata() throws {
        guard model.kataComplete else {
            status = ["Finish this kata first: stages open one by one as their checks pass."]
            return draw()
        }
        let progress = context.workspace.progressStore.load().progress
        guard let next = context.catalog.katas.first(where: { !progress.kata($0.id).completed && $0.id != kata.id }) else {
            status = ["You have finished every kata. `swift run kata review <kata>` and `swift run kata questions` keep you sharp."]
            return draw()
        }
        try switchTo(next)
    }

    func resetKata() throws {
        let backups = try context.workspace.reset(kata, now: context.clock())
        model.mode = .watching
        check()
        status = backups.map { "Reset to the starter; your file is kept as \($0.path)" } + status
        draw()
    }

    func showSolution() throws {
        model.mode = .watching
        status = try SolutionCommand.lines(for: kata, full: false, context: context)
        draw()
    }

    /// Checks the learner's files on a queue of its own while keys are read: `q` and Ctrl-C stop
    /// the check at once (its compilers and test processes killed) and quit; other keys wait, are
    /// shown as waiting, and act when it ends. When a stage passes, says so and checks the next
    /// stage at once, so its checks show.
    func check() {
        model.isChecking = true
        report = nil
        status = []
        draw()
        let job = CheckJob()
        let (context, runner, kata) = (context, runner, kata)
        DispatchQueue.global().async { job.run(context: context, runner: runner, kata: kata) }
        var shown: [String] = []
        while !job.isFinished {
            if let key = terminal.readKey(timeoutMilliseconds: Self.pollMilliseconds) {
                if WatchModel.stopsCheck(key) {
                    ProcessLauncher.stopEverythingBeforeExit()
                    quitRequested = true
                    // Whatever the check was doing fails at once now; wait briefly for it to unwind.
                    job.wait(seconds: 3)
                    return
                }
                model.waitingKeys.append(key)
                draw()
            }
            let carried = job.carried
            if carried != shown {
                shown = carried
                status = carried
                draw()
            }
        }
        model.isChecking = false
        // The core's typed reasons (a lost file, say) in the words `kata check` uses.
        switch job.result?.mapError({ KataCLI.worded($0) }) {
        case .success(let outcome)?:
            report = outcome.last.report
            exitCode = report?.status == .pass ? ExitCode.success : ExitCode.checkFailed
            status = job.carried
            if !outcome.passedStages.isEmpty { model.hasPassed = true }
            if outcome.completed {
                model.kataComplete = true
                status.append(KataEnding(context: context, kata: kata).text(firstTime: outcome.firstCompletion))
                status.append(context.style.bold("Press n for the next kata."))
            }
        case .failure(let error as KataError)?:
            status = job.carried + [context.style.red("kata: \(error.message)")]
        case .failure(let error)?:
            status = job.carried + [context.style.red("kata: internal error: \(error)")]
        case nil:
            break
        }
        lastSeen = fingerprint(kata)
        draw()
    }

    func draw() {
        let progress = context.workspace.progressStore.load().progress
        let stage = kata.currentStage(in: progress)
        let content = WatchScreen.Content(
            kata: kata,
            stage: stage,
            stagesPassed: kata.stagesPassed(in: progress),
            files: kata.workspaceFiles.map { context.workspace.file($0, of: kata).path },
            brief: kata.stage(stage).map { context.text($0.brief, of: kata) } ?? "",
            report: report,
            status: status,
            mode: model.mode,
            listEntries: context.catalog.katas.map { listEntry($0) },
            waitingKeys: model.isChecking ? model.waitingKeys : [])
        context.output.out(WatchScreen.redraw(WatchScreen(style: context.style).lines(content, size: terminal.size())))
    }

    /// Editors often write a file in several steps: wait until it is still.
    func waitUntilStill() {
        var settled = fingerprint(kata)
        while true {
            usleep(Self.settleMicroseconds)
            let again = fingerprint(kata)
            if again == settled { return }
            settled = again
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

/// One check of watch mode, run off the key-reading loop: the lines for the stages that passed so
/// far, and the outcome once it is done.
final class CheckJob: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var lines: [String] = []
    private var outcome: Result<StageProgression.Outcome, Error>?

    var carried: [String] { lock.withLock { lines } }
    var result: Result<StageProgression.Outcome, Error>? { lock.withLock { outcome } }
    var isFinished: Bool { result != nil }

    func wait(seconds: Double) { _ = done.wait(timeout: .now() + seconds) }

    /// Checks the learner's stage; while a stage passes and the next opens, checks that one too.
    func run(context: Context, runner: CheckRunner, kata: Kata) {
        let result = Result { () throws -> StageProgression.Outcome in
            var outcome = try PracticeSession(context: context, kata: kata).advance(runner: runner, once: true)
            while !outcome.passedStages.isEmpty && !outcome.completed {
                let passed = Self.passedLines(outcome, kata: kata, style: context.style)
                lock.withLock { lines += passed }
                outcome = try PracticeSession(context: context, kata: kata).advance(runner: runner, once: true)
            }
            let passed = Self.passedLines(outcome, kata: kata, style: context.style)
            lock.withLock { lines += passed }
            return outcome
        }
        lock.withLock { outcome = result }
        done.signal()
    }

    /// What the learner is told for each stage that passed in one check.
    static func passedLines(_ outcome: StageProgression.Outcome, kata: Kata, style: Style) -> [String] {
        outcome.passedStages.flatMap { stage -> [String] in
            var lines = [style.green("Stage \(stage) passed. ") + (kata.stage(stage)?.learnt ?? "")]
            if stage < kata.lastStage {
                lines.append("Stage \(stage + 1) is open: \(kata.stage(stage + 1)?.title ?? ""). Its brief is above; its checks are below.")
            }
            return lines
        }
    }
}
