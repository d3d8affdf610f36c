import Foundation

/// Single-key input without echo, with the cursor hidden; restored on exit, on SIGINT and
/// SIGTERM, and on a crash signal (then the signal is raised again). Ctrl-C arrives as a key
/// (0x03), so watch mode can stop a running check's processes before it quits.
final class RawTerminal: @unchecked Sendable {
    nonisolated(unsafe) static var saved: termios?

    func enable() {
        guard isatty(0) == 1 else { return }
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return }
        Self.saved = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
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

    /// The terminal's size; 80×24 when it cannot be told (not a terminal).
    func size() -> WatchScreen.Size {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return .standard }
        return WatchScreen.Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
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
