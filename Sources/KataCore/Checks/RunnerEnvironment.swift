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
    /// How many times more generated sequences each sequence check plays, passed to the test
    /// process as `KATA_SEQUENCE_SCALE` (1, the default, passes nothing).
    public var sequenceScale = 1

    /// This environment with `scale` times as many sequences per check, and time for them.
    public func deep(scale: Int) -> RunnerEnvironment {
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
    /// of CPU.
    public static let defaultTestLimits = ResourceLimits(
        wallSeconds: 8, addressSpaceBytes: 1 << 30, cpuSeconds: 20, outputTailBytes: 16 * 1024)

    public init(launcher: ProcessLauncher, toolchain: Toolchain, cacheDirectory: URL,
                clock: @escaping @Sendable () -> Date = Date.init, testLimits: ResourceLimits = defaultTestLimits) {
        self.launcher = launcher
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.clock = clock
        self.testLimits = testLimits
    }
}
