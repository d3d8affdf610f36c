import Foundation

/// What to run: an executable, its arguments and environment, and the bounds it runs under.
struct ProcessRequest: Sendable, Equatable {
    var executable: String
    var arguments: [String]
    /// Added to (or replacing) the runner's own environment.
    var environment: [String: String]
    var workingDirectory: String?
    var limits: ResourceLimits

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
public struct ResourceLimits: Sendable, Equatable {
    /// Wall-clock time before the process group is killed.
    public var wallSeconds: Double
    /// Address-space limit in bytes (`ulimit -v`), or nil for none. Linux honours it; macOS ignores it.
    public var addressSpaceBytes: UInt64?
    /// CPU-time limit in seconds (`ulimit -t`), or nil for none.
    public var cpuSeconds: Int?
    /// How many bytes of each of stdout and stderr are kept (the tail); the rest is drained and dropped.
    var outputTailBytes: Int

    init(wallSeconds: Double = 60, addressSpaceBytes: UInt64? = nil, cpuSeconds: Int? = nil, outputTailBytes: Int = 64 * 1024) {
        self.wallSeconds = wallSeconds
        self.addressSpaceBytes = addressSpaceBytes
        self.cpuSeconds = cpuSeconds
        self.outputTailBytes = outputTailBytes
    }
}
