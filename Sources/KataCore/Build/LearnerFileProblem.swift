import Foundation

/// Why a learner file cannot be read, as a value: its description is the fact, in one sentence;
/// the CLI adds what mends it, naming its own commands and options.
package enum LearnerFileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case missing(path: String)
    case folder(path: String)
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, kilobytes: Int)
    case notText(path: String)
    case empty(path: String)

    package var description: String {
        switch self {
        case let .missing(path): return "\(path) does not exist."
        case let .folder(path): return "\(path) is a folder, not a Swift file."
        case let .unreadable(path, reason): return "\(path) cannot be read: \(reason)"
        case let .tooLarge(path, kilobytes):
            return "\(path) is \(kilobytes) KB; a kata file is at most \(LearnerSource.maximumBytes / 1024) KB. Is it the right file?"
        case let .notText(path): return "\(path) is not UTF-8 text. Save it as UTF-8 Swift source."
        case let .empty(path): return "\(path) is empty."
        }
    }
}
