import Foundation

/// What the runner depends on, injected as small values so its logic can be tested with fakes.
public struct RunnerEnvironment: Sendable {
    var launcher: ProcessLauncher
    var toolchain: Toolchain
    var cacheDirectory: URL
    var clock: @Sendable () -> Date
    public var testLimits: ResourceLimits
    /// Where test processes run; `Sandbox.detect` finds the machine's, tests inject any.
    public var sandbox: Sandbox
    /// Whether the learner module's calls are screened before it runs (`SymbolScreen`); off only
    /// in tests that prove what the sandbox alone holds.
    var screensCalls = true
    /// Wall-clock bound on one `swiftc` call.
    public var compileSeconds: Double = 180
    /// Told each line of a grading of the learner's tests as soon as it is known (the correct
    /// presenters' verdicts come first), before the whole report.
    public var gradingProgress: (@Sendable (String) -> Void)?

    /// Bounds on a test process: a hang is stopped after a few seconds (correct checks take
    /// milliseconds), a memory hog at 1 GiB of address space, a spin at 20 s of CPU, a file
    /// written at 64 MiB; the whole tree a test starts at 256 tasks and 1.5 GiB.
    public static let defaultTestLimits = ResourceLimits(
        wallSeconds: 4, addressSpaceBytes: 1 << 30, cpuSeconds: 20, fileSizeBytes: 64 << 20,
        processes: 256, treeMemoryBytes: 3 << 29, outputTailBytes: 16 * 1024)

    public init(launcher: ProcessLauncher, toolchain: Toolchain, cacheDirectory: URL,
                clock: @escaping @Sendable () -> Date = Date.init, testLimits: ResourceLimits = defaultTestLimits,
                sandbox: Sandbox = .unsandboxed("not asked for")) {
        self.sandbox = sandbox
        self.launcher = launcher
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.clock = clock
        self.testLimits = testLimits
    }
}
