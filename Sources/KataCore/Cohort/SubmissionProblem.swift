import Foundation

/// Why a cohort's submission cannot be graded, found before anything is compiled, with the data
/// to say it: the CLI words it (`CheckWording.message(for:)`, as the errors that stop a
/// submission's run), and the result records the words.
package enum SubmissionProblem: Error, Sendable, Equatable {
    /// The submission is a file (an archive, say), not a folder holding `learnerFiles`.
    case notAFolder(name: String, learnerFiles: [String])
    /// What of the folder is missing or cannot be read; `learnerFiles` is what a submission holds.
    case unreadable([Issue], learnerFiles: [String])

    /// One thing wrong with a submission's folder.
    package enum Issue: Sendable, Equatable {
        /// A learner file is not at the top of the folder; `foundAt` is where it is deeper, if anywhere.
        case missing(file: String, foundAt: String?)
        /// A learner or test file cannot be read (its path relative to the submissions folder).
        case file(LearnerFileProblem)
        /// `file` (review.md) is not UTF-8 text, so the review was not scored.
        case reviewNotText(file: String)
    }
}
