import Foundation

/// Why a learner file cannot be read, as a value: the CLI says the fact, and what mends it, naming
/// its own commands and options.
package enum LearnerFileProblem: Error, Sendable, Equatable {
    case missing(path: String)
    case folder(path: String)
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, kilobytes: Int)
    case notText(path: String)
    case empty(path: String)

    /// The same problem with `transform` applied to its path and the system's reason (a
    /// submission's, said relative to the submissions folder).
    package func mapText(_ transform: (String) -> String) -> LearnerFileProblem {
        switch self {
        case let .missing(path): return .missing(path: transform(path))
        case let .folder(path): return .folder(path: transform(path))
        case let .unreadable(path, reason): return .unreadable(path: transform(path), reason: transform(reason))
        case let .tooLarge(path, kilobytes): return .tooLarge(path: transform(path), kilobytes: kilobytes)
        case let .notText(path): return .notText(path: transform(path))
        case let .empty(path): return .empty(path: transform(path))
        }
    }
}
