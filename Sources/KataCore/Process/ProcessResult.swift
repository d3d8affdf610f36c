import Foundation

/// How a child process ended: its exit code, the signal that killed it, or our wall-clock bound.
enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signaled(Int32)
    case timedOut

    var isSuccess: Bool { self == .exited(0) }
}

/// A finished child process: how it ended and the tail of what it printed.
struct ProcessResult: Sendable, Equatable {
    var termination: Termination
    var stdout: String
    var stderr: String
    /// True when more output came than was kept.
    var outputWasCut: Bool
    var seconds: Double
    /// User + system CPU seconds of the child's tree (its control group's), else of the child and
    /// the children it waited for (a sandbox hides its own children's: near 0), 0 when unknown.
    var cpuSeconds: Double = 0

    init(termination: Termination, stdout: String = "", stderr: String = "", outputWasCut: Bool = false, seconds: Double = 0, cpuSeconds: Double = 0) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
        self.outputWasCut = outputWasCut
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
    }
}
