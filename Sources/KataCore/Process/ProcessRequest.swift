import Foundation

/// What to run: an executable, its arguments and environment, and the bounds it runs under.
struct ProcessRequest: Sendable, Equatable {
    var executable: String
    var arguments: [String]
    /// Added to (or replacing) the runner's own environment.
    var environment: [String: String]
    var workingDirectory: String?
    var limits: ResourceLimits
    /// False: the child gets `environment` alone, nothing of the runner's own.
    var inheritsEnvironment = true
    /// Bytes the child can read from file descriptor 3 (a pipe filled before it starts).
    var argumentData: Data?

    init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        workingDirectory: String? = nil,
        limits: ResourceLimits = .init()
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.limits = limits
    }
}

/// Bounds on one child process. The wall-clock bound ends in SIGKILL of the whole process group.
package struct ResourceLimits: Sendable, Equatable {
    /// Wall-clock time before the process group is killed.
    package var wallSeconds: Double
    /// Address-space limit in bytes (`ulimit -v`), or nil for none. Linux honours it; macOS ignores it.
    package var addressSpaceBytes: UInt64?
    /// CPU-time limit in seconds (`ulimit -t`), or nil for none.
    package var cpuSeconds: Int?
    /// Largest file the process may write, in bytes (`ulimit -f`), or nil for none.
    package var fileSizeBytes: UInt64?
    /// Tasks (processes and threads) the whole tree may hold at once, or nil for no bound.
    /// Linux: a cgroup as root, else `RLIMIT_NPROC` through `prlimit` (which a sandbox's user
    /// namespace keeps to the tree); macOS: not bounded.
    package var processes: Int?
    /// Memory of the whole tree, in bytes (a cgroup, Linux as root), or nil for no bound.
    package var treeMemoryBytes: UInt64?
    /// How many bytes of each of stdout and stderr are kept (the tail); the rest is drained and dropped.
    var outputTailBytes: Int

    init(wallSeconds: Double = 60, addressSpaceBytes: UInt64? = nil, cpuSeconds: Int? = nil, fileSizeBytes: UInt64? = nil,
         processes: Int? = nil, treeMemoryBytes: UInt64? = nil, outputTailBytes: Int = 64 * 1024) {
        self.processes = processes
        self.treeMemoryBytes = treeMemoryBytes
        self.wallSeconds = wallSeconds
        self.addressSpaceBytes = addressSpaceBytes
        self.cpuSeconds = cpuSeconds
        self.fileSizeBytes = fileSizeBytes
        self.outputTailBytes = outputTailBytes
    }
}
