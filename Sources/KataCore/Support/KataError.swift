import Foundation

/// Errors the runner reports to the learner. Each message says what to do next, and each case
/// maps to a documented exit code.
package enum KataError: Error, Equatable, CustomStringConvertible {
    /// The command line is wrong (exit 2).
    case usage(String)
    /// The learner's input cannot be used: a missing, empty, binary or huge file (exit 2).
    case input(String)
    /// The machine lacks something: no `swiftc`, no Swift Testing, an unwritable workspace (exit 3).
    case environment(String)
    /// A bug of ours, said as such (exit 4).
    case `internal`(String)

    package var description: String {
        switch self {
        case let .usage(message), let .input(message), let .environment(message): return message
        case let .internal(message): return "internal error (a bug in Swift Katas, not in your code): \(message)"
        }
    }
}
