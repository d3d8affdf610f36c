import Foundation

/// What is wrong with a learner's copy of a kata, with the data to say it. The CLI words it and
/// names the command that mends it (`WorkspaceProblem.error` in KataCLI).
package enum WorkspaceProblem: Error, Equatable, Sendable {
    /// A file of a started kata is gone; the last version that was checked is kept.
    case lostFile(path: String, kata: String)
    /// A file of a started kata is gone, and no checked version of it is kept.
    case missingFile(path: String, kata: String)
}
