import Foundation

/// Runs child processes. A small value so the runner's logic can be tested with a fake that
/// spawns nothing (the swift-dependencies way).
public struct ProcessLauncher: Sendable {
    var run: @Sendable (ProcessRequest) throws -> ProcessResult

    init(run: @escaping @Sendable (ProcessRequest) throws -> ProcessResult) {
        self.run = run
    }

    /// The real launcher: `posix_spawn` in a new process group, pipes drained while it runs.
    public static let live = ProcessLauncher { request in
        try SpawnedProcess.run(request)
    }

    /// Kills every process the live launcher started that is still running (compilers and test
    /// processes, with their process groups) and refuses to start more, so a running check ends
    /// at once. One-way: for a `kata` process that is about to exit.
    public static func stopEverythingBeforeExit() {
        OrphanSweeper.stopAll()
    }
}

/// Errors from starting a process (not from how it ended).
enum LaunchError: Error, Equatable, CustomStringConvertible {
    case cannotStart(executable: String, reason: String)

    var description: String {
        switch self {
        case let .cannotStart(executable, reason):
            return "could not start \(executable): \(reason)"
        }
    }
}
