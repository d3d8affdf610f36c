import Foundation
import KataCore

/// A key as watch mode understands it.
enum Key: Equatable {
    case character(Character)
    case up, down, enter, escape
}

/// What watch mode should do next, decided from a key and the current mode. A pure value, so key
/// handling is tested without a terminal.
enum WatchCommand: Equatable {
    case check
    case hint
    case openList
    case closeList
    case moveCursor(Int)
    case switchKata(String)
    case next
    case askReset
    case reset
    case askSolution
    case solution
    case cancel
    case quit
}

/// The state watch mode draws from.
struct WatchModel {
    enum Mode: Equatable {
        case watching
        case list(cursor: Int)
        case confirmReset
        case confirmSolution
    }

    var kataIDs: [String]
    var currentKata: String
    var mode: Mode = .watching
    /// True while a check runs: keys wait until it ends, but `q` and Ctrl-C stop it.
    var isChecking = false
    /// Keys pressed while a check ran, acted on in order when it ends.
    var waitingKeys: [Key] = []
    /// True once the current kata is complete (unlocks `n`).
    var kataComplete = false
    /// True once the current stage's checks passed at least once (shows the solution freely).
    var hasPassed = false

    /// What a key pressed during a check does: `q`, Ctrl-C and Ctrl-D stop the check and quit at
    /// once (in every mode: nothing is left half-done by quitting); any other key waits.
    static func stopsCheck(_ key: Key) -> Bool {
        [.character("q"), .character("\u{03}"), .character("\u{04}")].contains(key)
    }

    /// Maps a key to a command; nil when the key means nothing now (or waits for a running check).
    func command(for key: Key) -> WatchCommand? {
        guard !isChecking else { return nil }
        if key == .character("\u{03}") { return .quit }
        switch mode {
        case .watching:
            switch key {
            case .character("h"): return .hint
            case .character("l"): return .openList
            case .character("n"): return .next
            case .character("r"): return .askReset
            case .character("s"): return hasPassed || kataComplete ? .solution : .askSolution
            case .character("c"): return .check
            case .character("q"), .character("\u{03}"), .character("\u{04}"): return .quit
            default: return nil
            }
        case .list(let cursor):
            switch key {
            case .up, .character("k"): return .moveCursor(max(cursor - 1, 0))
            case .down, .character("j"): return .moveCursor(min(cursor + 1, kataIDs.count - 1))
            case .enter: return .switchKata(kataIDs[cursor])
            case .escape, .character("q"), .character("l"): return .closeList
            default: return nil
            }
        case .confirmReset:
            return key == .character("y") ? .reset : .cancel
        case .confirmSolution:
            return key == .character("y") ? .solution : .cancel
        }
    }
}
