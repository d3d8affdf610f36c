import Foundation

/// How a child process ended: its exit code, the signal that killed it, or our wall-clock bound.
public enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signaled(Int32)
    case timedOut

    public var isSuccess: Bool { self == .exited(0) }
}

/// A finished child process: how it ended and the tail of what it printed.
public struct ProcessResult: Sendable, Equatable {
    public var termination: Termination
    public var stdout: String
    public var stderr: String
    /// True when more output came than was kept.
    public var outputWasCut: Bool
    public var seconds: Double

    public init(termination: Termination, stdout: String = "", stderr: String = "", outputWasCut: Bool = false, seconds: Double = 0) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
        self.outputWasCut = outputWasCut
        self.seconds = seconds
    }
}
