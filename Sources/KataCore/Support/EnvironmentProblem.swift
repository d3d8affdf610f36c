import Foundation

/// What the machine lacks or refuses (no compiler, an unwritable folder, a busy workspace), with
/// the data a sentence about it needs: the CLI words it (exit 3).
package enum EnvironmentProblem: Sendable, Equatable {
    /// Neither `SWIFTC` nor `PATH` leads to `swiftc`.
    case compilerNotFound
    /// The compiler at `swiftc` could not be launched; `said` is the system's reason.
    case compilerDidNotStart(swiftc: String, said: String)
    /// `swiftc --version` ended in failure.
    case compilerVersionFailed(swiftc: String)
    /// The toolchain is older than Swift 6; the first line of what `swiftc --version` said.
    case compilerTooOld(versionLine: String)
    /// A compile ran past its bound of `seconds` and was stopped.
    case compileTimedOut(seconds: Int)
    /// `import Testing` fails: the toolchain has no Swift Testing.
    case swiftTestingMissing
    /// The build cache at `cache` cannot be written; the system's reason when it gave one.
    case buildCacheUnwritable(cache: String, said: String?)
    /// A file cannot be written into `place`; nothing was changed.
    case fileUnwritable(path: String, said: String, place: Place)
    /// The lock file that keeps two commands out of one workspace cannot be created.
    case lockUncreatable(path: String, said: String)
    /// Another command holds the workspace `folder` and did not finish within `seconds`.
    case workspaceBusy(folder: String, seconds: Int)
    /// The results folder of `kata grade` cannot be created.
    case resultsFolderUncreatable(path: String, said: String)
    /// The folder of katas cannot be read.
    case kataFolderUnreadable(path: String)
    /// The sandbox failed to start a test process (its first line of stderr), so nothing was judged.
    case sandboxDidNotStart(said: String)
    /// Grading strangers' code was refused because no sandbox works here (the sandbox's reason).
    case gradingNeedsASandbox(reason: String)

    /// Where a file that cannot be written was to go, which says what to check.
    package enum Place: Sendable, Equatable {
        /// The learner's workspace (or any file the runner keeps).
        case workspace
        /// The results folder of `kata grade`.
        case resultsFolder
        /// The repository's katas and solutions (`kata new`).
        case repository
    }
}
