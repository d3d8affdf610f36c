import KataCore

/// The runner's documented exit codes.
package enum ExitCode {
    /// Every requested check passed.
    package static let success: Int32 = 0
    /// A check failed, or the learner's code does not compile.
    package static let checkFailed: Int32 = 1
    /// Usage or input error.
    package static let usage: Int32 = 2
    /// Environment problem: no swiftc, Swift Testing not found, workspace not writable.
    package static let environment: Int32 = 3
    /// Internal error of the runner.
    package static let internalError: Int32 = 4
}

extension KataError {
    /// The exit code of the command that stopped on this error.
    package var exitCode: Int32 {
        switch self {
        case .usage, .input: return ExitCode.usage
        case .environment: return ExitCode.environment
        case .internal: return ExitCode.internalError
        }
    }
}
