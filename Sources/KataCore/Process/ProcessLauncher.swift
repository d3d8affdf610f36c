import Foundation

/// Runs child processes. A small value so the runner's logic can be tested with a fake that
/// spawns nothing (the swift-dependencies way).
package struct ProcessLauncher: Sendable {
    var run: @Sendable (ProcessRequest) throws -> ProcessResult

    init(run: @escaping @Sendable (ProcessRequest) throws -> ProcessResult) {
        self.run = run
    }

    /// The real launcher: `posix_spawn` in a new process group, pipes drained while it runs.
    package static let live = ProcessLauncher { request in
        try SpawnedProcess.run(request)
    }

    /// This launcher, telling `observe` of each process that ended (the CLI's `KATA_TRACE`).
    package func observing(_ observe: @escaping @Sendable (ProcessTrace) -> Void) -> ProcessLauncher {
        let run = self.run
        return ProcessLauncher { request in
            let result = try run(request)
            let flags = request.arguments.filter { $0.hasPrefix("-") && $0.count < 24 }
            observe(ProcessTrace(command: ([request.executable] + flags).joined(separator: " "), seconds: result.seconds, cpuSeconds: result.cpuSeconds))
            return result
        }
    }

    /// Kills every process the live launcher started that is still running (compilers and test
    /// processes, with their process groups) and refuses to start more, so a running check ends
    /// at once. One-way: for a `kata` process that is about to exit.
    package static func stopEverythingBeforeExit() {
        OrphanSweeper.stopAll()
    }
}

/// One process that ended, for a trace: what ran (the executable and its short flags) and how long.
package struct ProcessTrace: Sendable, Equatable {
    package var command: String
    package var seconds: Double
    /// User + system CPU seconds of the process and the children it waited for.
    package var cpuSeconds: Double = 0
}

/// Errors from starting a process (not from how it ended): the CLI words them.
package enum LaunchError: Error, Equatable {
    /// `executable` could not be started; `reason` is the system's.
    case cannotStart(executable: String, reason: String)
}
