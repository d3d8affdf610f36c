import Foundation

/// What the runner depends on, injected as small values so its logic can be tested with fakes.
public struct RunnerEnvironment: Sendable {
    var launcher: ProcessLauncher
    var toolchain: Toolchain
    var cacheDirectory: URL
    var clock: @Sendable () -> Date
    public var testLimits: ResourceLimits
    /// Wall-clock bound on one `swiftc` call.
    public var compileSeconds: Double = 180
    /// Told each line of a grading of the learner's tests as soon as it is known (the correct
    /// presenters' verdicts come first), before the whole report.
    public var gradingProgress: (@Sendable (String) -> Void)?

    /// Bounds on a test process: a hang is stopped after a few seconds (correct checks take
    /// milliseconds), a memory hog at 1 GiB of address space, a spin at 20 s of CPU.
    public static let defaultTestLimits = ResourceLimits(
        wallSeconds: 4, addressSpaceBytes: 1 << 30, cpuSeconds: 20, outputTailBytes: 16 * 1024)

    public init(launcher: ProcessLauncher, toolchain: Toolchain, cacheDirectory: URL,
                clock: @escaping @Sendable () -> Date = Date.init, testLimits: ResourceLimits = defaultTestLimits) {
        self.launcher = launcher
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.clock = clock
        self.testLimits = testLimits
    }
}
