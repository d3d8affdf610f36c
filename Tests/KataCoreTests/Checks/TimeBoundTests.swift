import Foundation
import Testing
@testable import KataCore

/// The wall-clock bound is a test process's, not a test's (`TestExecution`): a test that was
/// running when a serial run hit the bound after other tests had used part of it is run again
/// alone before it is called hung; one that had the bound to itself is hung at once.
@Suite struct TimeBoundTests {
    static let first = "M.A/first()/A.swift:1:1"
    static let second = "M.B/second()/B.swift:1:1"

    /// A launcher that plays `script[n]` for its n-th process (the last one again after that):
    /// the events it writes ("declared": a test record, as Swift Testing lists each test first), and how the process ended. It counts the processes it started.
    func launcher(_ script: [(events: [(String, String)], end: Termination)], started: Locked<Int>) -> ProcessLauncher {
        ProcessLauncher(run: { request in
            let index = started.withLock { count in defer { count += 1 }; return count }
            let play = script[min(index, script.count - 1)]
            let path = request.arguments[request.arguments.firstIndex(of: "--event-stream-output-path")! + 1]
            let lines = play.events.map { kind, id in
                kind == "declared"
                    ? #"{"kind":"test","payload":{"kind":"function","id":"\#(id)","name":"t"},"version":0}"#
                    : #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[],"testID":"\#(id)"},"version":0}"#
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return ProcessResult(termination: play.end)
        })
    }

    func outcome(_ script: [(events: [(String, String)], end: Termination)], started: Locked<Int>) throws -> TestExecution.Outcome {
        let execution = TestExecution(launcher: launcher(script, started: started), limits: RunnerEnvironment.defaultTestLimits,
                                      sandbox: .unsandboxed(.notAskedFor))
        return try execution.run(binary: URL(fileURLWithPath: "/bin/true"), suitePrefixes: ["M.A", "M.B"],
                                 scratch: temporaryFolder("time-bound"), learnerFiles: [:])
    }

    /// The serial run: `first` passes, `second` starts and the bound ends the process.
    static let boundHitAfterAnother: [(String, String)] = [
        ("testStarted", first), ("testEnded", first), ("testStarted", second),
    ]

    @Test func aTestStoppedByTheBoundAfterOthersRanIsRunAgainAlone() throws {
        let started = Locked(0)
        let alonePasses: [(String, String)] = [("testStarted", Self.second), ("testEnded", Self.second), ("runEnded", "")]
        let outcome = try outcome([(Self.boundHitAfterAnother, .timedOut), (alonePasses, .exited(0))], started: started)
        #expect(outcome.verdicts[Self.first] == .passed)
        #expect(outcome.verdicts[Self.second] == .passed)
        #expect(started.withLock { $0 } == 2)
    }

    @Test func aTestThatHangsAloneTooIsHung() throws {
        let started = Locked(0)
        let aloneHangs: [(String, String)] = [("testStarted", Self.second)]
        let outcome = try outcome([(Self.boundHitAfterAnother, .timedOut), (aloneHangs, .timedOut)], started: started)
        guard case let .interrupted(report)? = outcome.verdicts[Self.second] else {
            Issue.record("second() should be interrupted, is \(String(describing: outcome.verdicts[Self.second]))")
            return
        }
        #expect(report.kind == .timeout)
        #expect(started.withLock { $0 } == 2)
    }

    @Test func theFirstTestHadTheBoundToItselfAndACrashIsNeverRunAgain() throws {
        let started = Locked(0)
        let firstHangs: [(String, String)] = [("declared", Self.first), ("declared", Self.second), ("testStarted", Self.first)]
        let hung = try outcome([(firstHangs, .timedOut), ([("testStarted", Self.second), ("testEnded", Self.second)], .exited(0))], started: started)
        if case .interrupted? = hung.verdicts[Self.first] {} else { Issue.record("first() should be hung at once") }
        #expect(started.withLock { $0 } == 2, "only second(), which never started, runs again")

        let crashes = Locked(0)
        let crashed = try outcome([(Self.boundHitAfterAnother, .signaled(4)), ([("testStarted", Self.second), ("testEnded", Self.second)], .exited(0))], started: crashes)
        if case .interrupted? = crashed.verdicts[Self.second] {} else { Issue.record("a crash after another test is still the crash of the test that ran") }
        #expect(crashes.withLock { $0 } == 1)
    }
}
