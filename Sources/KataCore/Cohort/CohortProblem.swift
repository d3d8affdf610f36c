import Foundation

/// Why a shard, a results folder or a merge cannot be used, with the data to say it. The core
/// does not know the command line: the CLI words each reason and names its own flags
/// (`CohortProblem.error` in KataCLI), as swift-format's `Finding.Message`.
package enum CohortProblem: Error, Equatable, Sendable {
    /// A shard that is not `I/N` (the text given).
    case shardNotAFraction(String)
    /// A shard whose N is not from 1 to `maximum`.
    case shardCountOutOfRange(String, maximum: Int)
    /// A shard whose I is not from 1 to its N.
    case shardIndexOutOfRange(String, index: Int, count: Int)
    /// The results folder is a file.
    case resultsFolderIsAFile(path: String)
    /// The results folder holds files `kata grade` did not write (it lacks the manifest).
    case resultsFolderIsForeign(path: String, manifest: String)
    /// The results folder is the submissions folder or inside it.
    case resultsFolderInsideSubmissions
    /// A folder given to merge that `kata grade` did not write (it lacks the manifest).
    case notAResultsFolder(path: String, manifest: String)
    /// A merge of no folders.
    case mergeOfNothing
    /// A merge into one of the folders being merged.
    case mergeIntoItsInput(path: String)
    /// A shard graded under other bounds or checks than the first.
    case mergeOfOtherBounds(path: String, first: String)
}
