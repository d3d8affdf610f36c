import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// `kata verify --deep`: the scale reaches the test process as `KATA_SEQUENCE_SCALE` (read by the
/// harness's `SequenceBudget`), with time limits raised to match; a learner's check passes nothing.
@Suite struct SequenceScaleTests {
    func environment(seen: Locked<[String: String]?>) -> RunnerEnvironment {
        let launcher = ProcessLauncher(run: { request in
            seen.withLock { $0 = request.environment }
            return ProcessResult(termination: .exited(0))
        })
        return RunnerEnvironment(launcher: launcher, toolchain: Toolchain(swiftc: "/bin/false", version: "test", testingFlags: []), cacheDirectory: temporaryFolder("unused-cache"), wording: CheckWords())
    }

    func run(_ environment: RunnerEnvironment) throws {
        let execution = TestExecution(launcher: environment.launcher, limits: environment.testLimits, sandbox: environment.sandbox,
                                      sequenceScale: environment.sequenceScale)
        _ = try execution.runOnce(binary: URL(fileURLWithPath: "/bin/true"), filters: [], serial: true, scratch: temporaryFolder("scale"), learnerFiles: [:])
    }

    @Test func deepPassesTheScaleAndTheTimeForIt() throws {
        let seen = Locked<[String: String]?>(nil)
        let base = environment(seen: seen)
        let deep = base.deep(scale: 500)
        #expect(deep.sequenceScale == 500)
        #expect(deep.testLimits.wallSeconds >= base.testLimits.wallSeconds + 250)
        #expect((deep.testLimits.cpuSeconds ?? 0) >= (base.testLimits.cpuSeconds ?? 0) + 250)
        try run(deep)
        #expect(seen.withLock { $0?["KATA_SEQUENCE_SCALE"] } == "500")
        #expect(seen.withLock { $0?["TZ"] } == TestExecution.timeZone)
    }

    @Test func aLearnersCheckPassesNoScale() throws {
        let seen = Locked<[String: String]?>(nil)
        try run(environment(seen: seen))
        #expect(seen.withLock { $0 != nil && $0?["KATA_SEQUENCE_SCALE"] == nil })
    }
}
