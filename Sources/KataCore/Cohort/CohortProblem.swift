import Foundation

/// Why a shard, a submissions folder, a results folder or a merge cannot be used, with the data to say it. The core
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
    /// The submissions folder is not a folder.
    case submissionsNotAFolder(path: String)
    /// The submissions folder cannot be listed; `said` is the system's reason.
    case submissionsUnreadable(path: String, said: String)
    /// A results folder's manifest cannot be decoded; `said` is the decoder's reason.
    case manifestUnreadable(path: String, said: String)
    /// The result file of a `submission` the manifest lists as graded is missing.
    case resultMissing(path: String, manifest: String, submission: String)
    /// A result file cannot be decoded; `said` is the decoder's reason.
    case resultUnreadable(path: String, said: String)
    /// A result file holds another submission or kata than its name and the first shard say.
    case resultOfAnother(path: String, holds: String, of: String, expected: String, ofKata: String)
    /// Two folders to merge hold results of different katas (`first` holds `firstKata`).
    case mergeOfMixedKatas(first: String, firstKata: String, path: String, kata: String)
    /// Two folders to merge were graded from different submission folders (their counts).
    case mergeOfOtherCohorts(path: String, first: String, count: Int, firstCount: Int)
    /// Two folders to merge are shards of different slicings.
    case mergeOfOtherSlicings(path: String, shard: Shard, first: String, firstShard: Shard)
    /// One shard given in two folders (`first` came before `path`).
    case mergeOfAShardTwice(shard: Shard, first: String, path: String)
    /// One submission graded in two folders (`first` came before `path`).
    case mergeOfAResultTwice(submission: String, first: String, path: String)
    /// Shards (`I/N`) that no folder given to merge holds.
    case mergeWithoutShards([Shard])
    /// Submissions of the cohort that no folder given to merge graded.
    case mergeWithoutResults([String])
}
