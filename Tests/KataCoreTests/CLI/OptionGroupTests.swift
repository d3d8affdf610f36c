import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// `--timeout/--memory/--cpu` declared once for `kata check` and `kata grade`, and the rules of
/// option combinations checked before a command runs anything (no process is launched here).
@Suite struct OptionGroupTests {
    /// A launcher that records what it was asked to run and runs nothing.
    final class Refusing: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String] = []
        var launcher: ProcessLauncher {
            ProcessLauncher { request in
                self.lock.withLock { self.asked.append(request.executable) }
                throw LaunchError.cannotStart(executable: request.executable, reason: "refused by the test")
            }
        }
        var started: [String] { lock.withLock { asked } }
    }

    @Test func checkAndGradeDeclareTheLimitsOnce() {
        let names = TestLimitOptions.options.map(\.name)
        #expect(names == ["timeout", "memory", "cpu"])
        for options in [CheckCommand.options, GradeCommand.options] {
            let given = options.filter { names.contains($0.name) }
            #expect(given.map(\.name) == names)
            #expect(given.map(\.help) == TestLimitOptions.options.map(\.help))
        }
    }

    @Test func theGivenLimitsReplaceTheDefaults() throws {
        let arguments = try Arguments(["--timeout", "2.5", "--memory", "256"], options: TestLimitOptions.options, command: "check")
        var environment = RunnerEnvironment(launcher: Refusing().launcher, toolchain: Toolchain(swiftc: "swiftc", version: "test"),
                                            cacheDirectory: temporaryFolder("options-cache"), wording: CheckWords())
        let cpu = environment.testLimits.cpuSeconds
        TestLimitOptions(arguments).apply(to: &environment)
        #expect(environment.testLimits.wallSeconds == 2.5)
        #expect(environment.testLimits.addressSpaceBytes == 256 * 1024 * 1024)
        #expect(environment.testLimits.cpuSeconds == cpu)
    }

    @Test func combinationsAreRefusedBeforeAnythingRuns() {
        let refusing = Refusing()
        let cases: [([String], String)] = [
            (["check", "leaky-presenter", "--json", "--markdown"], "--json and --markdown both print to stdout"),
            (["check", "leaky-presenter", "--file", "a.swift", "--dir", "d"], "use --file or --dir, not both"),
            (["grade", "leaky-presenter", "subs"], "needs --out RESULTS_DIR"),
            (["grade", "--merge", "a", "--out", "o", "--shard", "1/2"], "it takes no --shard or --jobs"),
            (["grade", "leaky-presenter", "--out", "o"], "takes a kata and a submissions folder"),
            (["grade", "leaky-presenter", "subs", "--out", "o", "--shard", "0/3"], "--shard 0/3: I must be from 1 to 3. Slices count from 1"),
        ]
        for (arguments, words) in cases {
            let run = kata(arguments, launcher: refusing.launcher)
            #expect(run.code == ExitCode.usage, "\(arguments)")
            #expect(run.err.contains(words), "\(arguments): \(run.err)")
        }
        #expect(refusing.started.isEmpty, "a refused command line started \(refusing.started)")
    }

    func kata(_ arguments: [String], launcher: ProcessLauncher) -> (code: Int32, err: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = temporaryFolder("options-ws").path
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "KATA_HOME")
        let buffer = OutputBuffer()
        let code = KataCLI.main(arguments: arguments, environment: environment, output: buffer.output, launcher: launcher, interactive: false)
        return (code, buffer.err)
    }

    @Test func theTraceIsTheCommandLinesAndNotTheCore() {
        let buffer = OutputBuffer()
        let launcher = KataCLI.traced(ProcessLauncher { _ in ProcessResult(termination: .exited(0), seconds: 0.25) }, output: buffer.output)
        _ = try? launcher.run(ProcessRequest(executable: "/usr/bin/swiftc", arguments: ["-wmo", "main.swift", "-o", "x"]))
        #expect(buffer.err == "[trace] 0.250 s (cpu 0.000 s) /usr/bin/swiftc -wmo -o")
        #expect(buffer.out.isEmpty)
    }
}
