import Foundation
import Testing
@testable import KataCore

/// The live launcher, on small shell commands: outcomes, bounds, draining, no process left behind.
@Suite struct SpawnedProcessTests {
    func sh(_ script: String, limits: ResourceLimits = .init(wallSeconds: 10)) throws -> ProcessResult {
        try ProcessLauncher.live.run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", script], limits: limits))
    }

    @Test func exitCodeAndOutput() throws {
        let result = try sh("echo out; echo err >&2; exit 3")
        #expect(result.termination == .exited(3))
        #expect(result.stdout == "out\n")
        #expect(result.stderr == "err\n")
    }

    @Test func signalIsReportedAsSignal() throws {
        let result = try sh("kill -SEGV $$")
        #expect(result.termination == .signaled(SIGSEGV))
    }

    @Test func aHangIsKilledWithItsWholeGroup() throws {
        let marker = temporaryFolder("hang").appendingPathComponent("child.pid")
        let start = Date()
        let result = try sh("sleep 30 & echo $! > \(marker.path); wait", limits: .init(wallSeconds: 0.5))
        #expect(result.termination == .timedOut)
        #expect(Date().timeIntervalSince(start) < 5)
        let pid = Int32(try String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))!
        usleep(100_000)
        #expect(!isRunning(pid), "the sleeping child must be gone too")
    }

    @Test func aChildLeftSleepingAfterExitIsKilled() throws {
        let marker = temporaryFolder("orphan").appendingPathComponent("child.pid")
        let result = try sh("(sleep 30 >/dev/null 2>&1 &  echo $! > \(marker.path)); exit 0")
        #expect(result.termination == .exited(0))
        let pid = Int32(try String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))!
        usleep(100_000)
        #expect(!isRunning(pid), "nothing the child started is left running")
    }

    @Test func aFloodOfOutputIsDrainedAndCut() throws {
        let result = try sh("yes 0123456789 | head -c 20000000; echo done >&2", limits: .init(wallSeconds: 20, outputTailBytes: 1000))
        #expect(result.termination == .exited(0))
        #expect(result.outputWasCut)
        #expect(result.stdout.utf8.count <= 1000)
        #expect(result.stderr == "done\n")
    }

    @Test func cpuLimitStopsASpin() throws {
        // The wall bound is far above the CPU limit: under a load of 40 on two cores, a spin gets
        // its one CPU-second only after tens of wall seconds (it failed at 10 s for three helpers).
        let result = try sh("while :; do :; done", limits: .init(wallSeconds: 120, cpuSeconds: 1))
        #expect(result.termination == .signaled(SIGXCPU) || result.termination == .signaled(SIGKILL))
    }

    @Test func missingExecutableIsALaunchError() {
        #expect(throws: LaunchError.self) {
            try ProcessLauncher.live.run(ProcessRequest(executable: "/nonexistent/tool"))
        }
    }
}

/// The one PATH lookup, used for `swiftc` and for starting a program by a bare name.
@Suite struct ExecutableSearchTests {
    @Test func findsTheFirstExecutableOnThePath() throws {
        let first = temporaryFolder("path-a")
        let second = temporaryFolder("path-b")
        let notExecutable = first.appendingPathComponent("tool")
        try "#!/bin/sh\n".write(to: notExecutable, atomically: true, encoding: .utf8)
        let executable = second.appendingPathComponent("tool")
        try "#!/bin/sh\n".write(to: executable, atomically: true, encoding: .utf8)
        chmod(executable.path, 0o755)
        #expect(ExecutableSearch.find("tool", path: "\(first.path):\(second.path)") == executable.path, "a file that cannot run is passed over")
        #expect(ExecutableSearch.find("tool", path: first.path) == nil)
        #expect(ExecutableSearch.find("sh", path: nil) != nil, "without PATH, /usr/bin and /bin are searched")
        #expect(Toolchain.findOnPath("tool", environment: ["PATH": second.path]) == executable.path)
    }
}

/// True while `pid` runs. A killed orphan may linger as a zombie until init reaps it: that is
/// not running.
func isRunning(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return true }
    let state = stat[stat.index(close, offsetBy: 2)]
    return state != "Z" && state != "X"
}
