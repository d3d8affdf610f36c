import Foundation

/// Errors the runner reports to the learner. Each message says what to do next, and each case
/// maps to a documented exit code.
public enum KataError: Error, Equatable, CustomStringConvertible {
    /// The command line is wrong (exit 2).
    case usage(String)
    /// The learner's input cannot be used: a missing, empty, binary or huge file (exit 2).
    case input(String)
    /// The machine lacks something: no `swiftc`, no Swift Testing, an unwritable workspace (exit 3).
    case environment(String)
    /// A bug of ours, said as such (exit 4).
    case `internal`(String)

    public var description: String {
        switch self {
        case let .usage(message), let .input(message), let .environment(message): return message
        case let .internal(message): return "internal error (a bug in Swift Katas, not in your code): \(message)"
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .usage, .input: return ExitCode.usage
        case .environment: return ExitCode.environment
        case .internal: return ExitCode.internalError
        }
    }
}

/// The runner's documented exit codes.
public enum ExitCode {
    /// Every requested check passed.
    public static let success: Int32 = 0
    /// A check failed, or the learner's code does not compile.
    public static let checkFailed: Int32 = 1
    /// Usage or input error.
    public static let usage: Int32 = 2
    /// Environment problem: no swiftc, Swift Testing not found, workspace not writable.
    public static let environment: Int32 = 3
    /// Internal error of the runner.
    public static let internalError: Int32 = 4
}
