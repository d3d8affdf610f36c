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
                files: kata.learnerFiles.map { context.workspace.file($0, of: kata).path },
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
                    status = solutionLines(kata)
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

    func solutionLines(_ kata: Kata) -> [String] {
        var lines: [String] = []
        for name in kata.learnerFiles {
            let reference = context.solutionsRoot.appendingPathComponent(kata.id).appendingPathComponent(name)
            let solution = (try? String(contentsOf: reference, encoding: .utf8)) ?? ""
            let mine = (try? String(contentsOf: context.workspace.file(name, of: kata), encoding: .utf8)) ?? ""
            lines.append(context.style.bold("Reference \(name) (- yours, + reference):"))
            lines.append(LineDiff.render(LineDiff.diff(mine, solution), style: context.style))
        }
        return lines
    }

    /// Modification times and sizes of the learner's files.
    func fingerprint(_ kata: Kata) -> [String] {
        kata.learnerFiles.map { name in
            let path = context.workspace.file(name, of: kata).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(modified):\(size)"
        }
    }
}

/// Single-key input without echo, with the cursor hidden; restored on exit, on SIGINT and
/// SIGTERM, and on a crash signal (then the signal is raised again).
final class RawTerminal: @unchecked Sendable {
    nonisolated(unsafe) static var saved: termios?

    func enable() {
        guard isatty(0) == 1 else { return }
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return }
        Self.saved = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(0, TCSANOW, &raw)
        FileHandle.standardOutput.write(Data("\u{1B}[?25l".utf8))
        let leave: @convention(c) (Int32) -> Void = { signal in
            RawTerminal.restoreSaved()
            _exit(128 + signal)
        }
        signal(SIGINT, leave)
        signal(SIGTERM, leave)
        signal(SIGHUP, leave)
        let crash: @convention(c) (Int32) -> Void = { number in
            RawTerminal.restoreSaved()
            signal(number, SIG_DFL)
            raise(number)
        }
        for crashSignal in [SIGILL, SIGSEGV, SIGBUS, SIGABRT, SIGTRAP, SIGFPE] {
            signal(crashSignal, crash)
        }
    }

    func restore() { Self.restoreSaved() }

    static func restoreSaved() {
        guard var original = saved else { return }
        tcsetattr(0, TCSANOW, &original)
        let show = "\u{1B}[?25h"
        _ = show.withCString { write(1, $0, strlen($0)) }
    }

    /// Keys typed while a check ran are dropped, as the keys are ignored then.
    func discardPendingInput() {
        tcflush(0, TCIFLUSH)
    }

    /// A key if one is pressed within the timeout. Arrow keys arrive as escape sequences.
    func readKey(timeoutMilliseconds: Int32) -> Key? {
        guard let byte = readByte(timeoutMilliseconds: timeoutMilliseconds) else { return nil }
        switch byte {
        case 0x1B:
            guard let bracket = readByte(timeoutMilliseconds: 30) else { return .escape }
            guard bracket == UInt8(ascii: "["), let code = readByte(timeoutMilliseconds: 30) else { return .escape }
            switch code {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            default: return nil
            }
        case 0x0A, 0x0D: return .enter
        default: return .character(Character(UnicodeScalar(byte)))
        }
    }

    private func readByte(timeoutMilliseconds: Int32) -> UInt8? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else { return 0x04 }
        return byte
    }
}
