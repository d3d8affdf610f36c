import Foundation

/// Errors the runner reports to the learner, each mapped to a documented exit code. The CLI words
/// them (`KataError.message`); the environment's problems are values (`EnvironmentProblem`).
package enum KataError: Error, Equatable {
    /// The command line is wrong (exit 2).
    case usage(String)
    /// The learner's input cannot be used: a missing, empty, binary or huge file (exit 2).
    case input(String)
    /// The machine lacks something: no `swiftc`, no Swift Testing, an unwritable workspace (exit 3).
    case environment(EnvironmentProblem)
    /// A bug of ours, said as such (exit 4).
    case `internal`(String)
}
