import Foundation

/// What the runner depends on, injected as small values so its logic can be tested with fakes.
package struct RunnerEnvironment: Sendable {
    var launcher: ProcessLauncher
    var toolchain: Toolchain
    var cacheDirectory: URL
    var clock: @Sendable () -> Date
    package var testLimits: ResourceLimits
    /// Where test processes run; `Sandbox.detect` finds the machine's, tests inject any.
    package var sandbox: Sandbox
    /// Whether the learner module's calls are screened before it runs (`SymbolScreen`); off only
    /// in tests that prove what the sandbox alone holds.
    var screensCalls = true
    /// Wall-clock bound on one `swiftc` call.
    package var compileSeconds: Double = 180
    /// Told each line of a grading of the learner's tests as soon as it is known (the correct
    /// presenters' verdicts come first), before the whole report.
    package var gradingProgress: (@Sendable (GradingProgress) -> Void)?
    /// Told each build and run of a grading as it ends (the CLI's `KATA_TRACE`).
    package var gradingTrace: (@Sendable (GradingTrace) -> Void)?
    /// The words for every reason a check's verdict has (the CLI's `CheckWords`).
    package var wording: any CheckWording

    /// The audit's scale: each sequence check plays at least 24 x this many generated sequences,
    /// passed to the test process as `KATA_SEQUENCE_SCALE` (1, the default, passes nothing).
    package var sequenceScale = 1
    /// Test processes a check run's suites are shared out to side by side (`TestExecution`): 1,
    /// the default, for callers that run several check runs at once (verify, cohort grading).
    package var testProcesses = 1

    /// This environment with at least 24 x `scale` sequences per check, and time for them.
    package func deep(scale: Int) -> RunnerEnvironment {
        var deep = self
        deep.sequenceScale = max(scale, 1)
        // A sequence takes a millisecond or more (several on a busy machine); a kata's checks play
        // some 200 of them at scale 1.
        let seconds = testLimits.wallSeconds + Double(deep.sequenceScale) * 1.5
        deep.testLimits.wallSeconds = seconds
        deep.testLimits.cpuSeconds = testLimits.cpuSeconds.map { $0 + Int(seconds) }
        return deep
    }

    /// Bounds on a test process: a hang is stopped after a few seconds (correct checks take well
    /// under a second, their generated sequences included, on an idle machine; several seconds on
    /// one busy with other builds, hence 8), a memory hog at 1 GiB of address space, a spin at 20 s
    /// of CPU, a file written at 64 MiB; the whole tree a test starts at 256 tasks and 1.5 GiB.
    package static let defaultTestLimits = ResourceLimits(
        wallSeconds: 8, addressSpaceBytes: 1 << 30, cpuSeconds: 20, fileSizeBytes: 64 << 20,
        processes: 256, treeMemoryBytes: 3 << 29, outputTailBytes: 16 * 1024)

    package init(launcher: ProcessLauncher, toolchain: Toolchain, cacheDirectory: URL, wording: any CheckWording,
                clock: @escaping @Sendable () -> Date = Date.init, testLimits: ResourceLimits = defaultTestLimits,
                sandbox: Sandbox = .unsandboxed(.notAskedFor)) {
        self.wording = wording
        self.sandbox = sandbox
        self.launcher = launcher
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.clock = clock
        self.testLimits = testLimits
    }
}
