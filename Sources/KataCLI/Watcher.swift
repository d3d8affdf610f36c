import Foundation
import KataCore

/// Watch mode: polls the learner's files' modification times (works on any file system), checks
/// on every save, and reads single keys. The terminal is restored on exit and on Ctrl-C.
struct Watcher {
    var context: Context
    var session: PracticeSession
    var runner: CheckRunner

    func run() throws -> Int32 {
        let terminal = RawTerminal()
        terminal.enable()
        defer { terminal.restore() }

        var lastSeen = fingerprint()
        var lastStatus = try check()
        prompt()
        while true {
            if let key = terminal.readKey(timeoutMilliseconds: 100) {
                switch key {
                case "q", "\u{04}":
                    context.say("")
                    return lastStatus
                case "h":
                    var hint = ""
                    try context.updateProgress { hint = HintCommand.nextHint(session.kata, progress: &$0, context: context) }
                    context.say(hint)
                    prompt()
                case "l":
                    _ = try ListCommand.run(try Arguments([], options: [], flags: [], command: "list"), context)
                    prompt()
                case "c":
                    lastStatus = try check()
                    lastSeen = fingerprint()
                    prompt()
                default:
                    break
                }
            }
            let now = fingerprint()
            if now != lastSeen {
                // Debounce: editors often write a file in several steps.
                usleep(50_000)
                lastSeen = fingerprint()
                lastStatus = try check()
                prompt()
            }
        }
    }

    func check() throws -> Int32 {
        context.say(context.style.dim("\n— checking \(session.kata.learnerFiles.joined(separator: ", ")) …"))
        do {
            return try session.checkAndAdvance(runner: runner, json: false)
        } catch let error as KataError where error.exitCode == ExitCode.usage {
            context.say("kata: \(error)")
            return ExitCode.usage
        }
    }

    func prompt() {
        context.say(context.style.dim("Watching for saves · h hint · l list · c check · q quit"))
    }

    /// Modification times and sizes of the learner's files.
    func fingerprint() -> [String] {
        session.kata.learnerFiles.map { name in
            let path = context.workspace.file(name, of: session.kata).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(modified):\(size)"
        }
    }
}

/// Single-key input without echo, restored on exit and on SIGINT/SIGTERM.
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
        let handler: @convention(c) (Int32) -> Void = { signal in
            RawTerminal.restoreSaved()
            _exit(128 + signal)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    func restore() { Self.restoreSaved() }

    static func restoreSaved() {
        guard var original = saved else { return }
        tcsetattr(0, TCSANOW, &original)
    }

    /// A key if one is pressed within the timeout.
    func readKey(timeoutMilliseconds: Int32) -> Character? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else { return "q" }
        return Character(UnicodeScalar(byte))
    }
}
