import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The sandbox's command lines and profile, as text: no process is started here.
@Suite struct SandboxTests {
    let binary = URL(fileURLWithPath: "/home/grader/.kata/cache/binary-leaky/abc/checks")
    let scratch = URL(fileURLWithPath: "/home/grader/.kata/cache/tmp/run-1/all")
    let bubblewrap = Sandbox(kind: .bubblewrap("/usr/bin/bwrap"), runtimeFolders: ["/opt/swift/usr/lib/swift/linux"])

    func request(_ sandbox: Sandbox) -> ProcessRequest {
        let seen = sandbox.inside(binary: binary, scratch: scratch)
        return ProcessRequest(executable: seen.binary, arguments: ["--event-stream-output-path", seen.scratch + "/events.jsonl"],
                              environment: ["PATH": "/usr/bin:/bin", "TZ": "Europe/Berlin"], workingDirectory: scratch.path)
    }

    @Test func bubblewrapShowsOnlyTheBinaryTheScratchAndTheRuntime() throws {
        let wrapped = bubblewrap.wrap(request(bubblewrap), binary: binary, scratch: scratch)
        #expect(wrapped.executable == "/usr/bin/bwrap")
        // What pid 1 of the sandbox shows: no host path, only the paths inside.
        #expect(wrapped.arguments == ["--args", "3", "/kata/bin/checks", "--event-stream-output-path", "/kata/run/events.jsonl"])
        let view = String(decoding: try #require(wrapped.argumentData), as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        #expect(view.last == "", "every argument ends in NUL")
        func follows(_ words: [String]) -> Bool {
            view.indices.contains { start in Array(view[start..<min(view.count, start + words.count)]) == words }
        }
        #expect(follows(["--unshare-all", "--die-with-parent"]))
        #expect(follows(["--ro-bind", "/home/grader/.kata/cache/binary-leaky/abc", "/kata/bin"]))
        #expect(follows(["--bind", scratch.path, "/kata/run"]))
        #expect(follows(["--ro-bind", "/opt/swift/usr/lib/swift/linux", "/opt/swift/usr/lib/swift/linux"]))
        #expect(follows(["--ro-bind", "/usr", "/usr"]))
        #expect(follows(["--proc", "/proc"]) && follows(["--dev", "/dev"]))
        #expect(follows(["--clearenv", "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "TZ", "Europe/Berlin"]))
        // Nothing else of the host is writable or bound: the cache root, home, the repository.
        let bound = view.indices.filter { ["--bind", "--ro-bind"].contains(view[$0]) }.map { view[$0 + 1] }
        #expect(!bound.contains { $0 == "/" || $0 == "/home" || $0 == "/home/grader" || $0 == "/home/grader/.kata/cache" || $0.hasPrefix("/work") })
        #expect(view.indices.filter { view[$0] == "--bind" }.map { view[$0 + 1] } == [scratch.path])
        #expect(!wrapped.inheritsEnvironment)
        #expect(wrapped.workingDirectory == nil)
    }

    @Test func unsandboxedRunsTheRequestAsItIs() {
        let none = Sandbox.unsandboxed(.bubblewrapNotInstalled)
        let plain = request(none)
        #expect(plain.executable == binary.path)
        #expect(none.wrap(plain, binary: binary, scratch: scratch) == plain)
        #expect(none.unsandboxedNote?.contains("bubblewrap is not installed") == true)
        #expect(none.unsandboxedNote?.contains("apt-get install bubblewrap") == true)
        #expect(none.unsandboxedNote?.contains("\n") == false, "one line")
        #expect(Sandbox.unsandboxed(.switchedOff).unsandboxedNote == "note: test processes run unsandboxed (KATA_SANDBOX=off); unset KATA_SANDBOX to sandbox them")
        #expect(Sandbox.unsandboxed(.doesNotWork(name: "bubblewrap", said: nil)).unsandboxedNote
            == "note: test processes run unsandboxed (bubblewrap does not work here: it could not be started); install bubblewrap (`apt-get install bubblewrap`, or run .ci/setup) to sandbox them")
        #expect(none.name == "none" && bubblewrap.name == "bubblewrap")
        #expect(bubblewrap.unsandboxedNote == nil)
    }

    @Test func bubblewrapReportsTheSignalOfItsChild() {
        #expect(bubblewrap.termination(.exited(132)) == .signaled(SIGILL))
        #expect(bubblewrap.termination(.exited(1)) == .exited(1))
        #expect(bubblewrap.termination(.timedOut) == .timedOut)
        #expect(Sandbox.unsandboxed(.notAskedFor).termination(.exited(132)) == .exited(132))
    }

    @Test func macOSProfileDeniesByDefaultAndAllowsOnlyItsFolders() {
        let sandbox = Sandbox(kind: .sandboxExec, runtimeFolders: [])
        let wrapped = sandbox.wrap(request(sandbox), binary: binary, scratch: scratch)
        #expect(wrapped.executable == "/usr/bin/sandbox-exec")
        #expect(wrapped.arguments.first == "-p")
        #expect(wrapped.arguments[2] == binary.path)
        let profile = wrapped.arguments[1]
        let lines = profile.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["(version 1)", "(deny default)"])
        #expect(lines.contains("(allow file-read* file-write* (subpath \"\(scratch.path)\"))"))
        #expect(lines.contains("(allow file-read* (subpath \"/home/grader/.kata/cache/binary-leaky/abc\"))"))
        #expect(lines.last == "(deny network*)")
        #expect(!lines.contains { $0.contains("file-write*") && !$0.contains(scratch.path) && !$0.contains("/dev/null") })
        #expect(!profile.contains("(subpath \"/home/grader\")") && !profile.contains("(subpath \"/\")"))
        #expect(SandboxProfile.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(!wrapped.inheritsEnvironment)
    }

    @Test func offSwitchAndMissingBubblewrapAreUnsandboxed() {
        let toolchain = Toolchain(swiftc: "/nowhere/swiftc", version: "test")
        #expect(Sandbox.detect(environment: ["KATA_SANDBOX": "off"], toolchain: toolchain) == .unsandboxed(.switchedOff))
        #if os(Linux)
        let failing = ProcessLauncher { _ in ProcessResult(termination: .exited(1), stderr: "bwrap: No permissions to create new namespace") }
        let refused = Sandbox.detect(environment: ["PATH": "/usr/bin:/bin"], toolchain: toolchain, launcher: failing)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap") {
            #expect(refused.unsandboxedNote?.contains("No permissions to create new namespace") == true)
        }
        #endif
    }

    /// Counts the trial runs a fake launcher is asked for, and ends each as told.
    final class Trials: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var runs: Int { lock.withLock { count } }
        func launcher(works: Bool) -> ProcessLauncher {
            ProcessLauncher { [self] _ in
                lock.withLock { count += 1 }
                return works ? ProcessResult(termination: .exited(0)) : ProcessResult(termination: .exited(1), stderr: "bwrap: Creating new namespace failed")
            }
        }
    }

    /// Any file stands in for the sandbox's binary: the memo reads its identity, never runs it.
    let standIn = Sandbox(kind: .bubblewrap("/bin/sh"), runtimeFolders: ["/opt/swift/usr/lib/swift/linux"])

    @Test func aTrialThatWorkedIsRememberedInTheCacheAndNotRunAgain() throws {
        let cache = temporaryFolder("trial-memo")
        defer { try? FileManager.default.removeItem(at: cache) }
        let trials = Trials()
        let memo = try #require(SandboxTrialMemo(cacheDirectory: cache, sandbox: standIn))
        #expect(standIn.tried(launcher: trials.launcher(works: true), memo: memo).isSandboxed)
        #expect(trials.runs == 1)
        #expect(standIn.tried(launcher: trials.launcher(works: true), memo: memo).isSandboxed)
        #expect(trials.runs == 1, "the second command reads the memo")
        // Another view (other runtime folders), another kernel or binary: another key, tried again.
        var other = standIn
        other.runtimeFolders = ["/opt/swift-6.4/usr/lib/swift/linux"]
        let otherMemo = try #require(SandboxTrialMemo(cacheDirectory: cache, sandbox: other))
        #expect(otherMemo.key != memo.key)
        #expect(other.tried(launcher: trials.launcher(works: true), memo: otherMemo).isSandboxed)
        #expect(trials.runs == 2)
        #expect(SandboxTrialMemo(cacheDirectory: cache, sandbox: Sandbox(kind: .bubblewrap("/bin/true")))?.key != memo.key)
        #expect(SandboxTrialMemo(cacheDirectory: nil, sandbox: standIn) == nil)
        #expect(SandboxTrialMemo(cacheDirectory: cache, sandbox: .unsandboxed(.notAskedFor)) == nil)
    }

    @Test func aTrialThatFailedIsNotRemembered() throws {
        let cache = temporaryFolder("trial-memo")
        defer { try? FileManager.default.removeItem(at: cache) }
        let trials = Trials()
        let memo = try #require(SandboxTrialMemo(cacheDirectory: cache, sandbox: standIn))
        let refused = standIn.tried(launcher: trials.launcher(works: false), memo: memo)
        #expect(!refused.isSandboxed && refused.unsandboxedNote?.contains("Creating new namespace failed") == true)
        #expect(!memo.holds())
        _ = standIn.tried(launcher: trials.launcher(works: false), memo: memo)
        #expect(trials.runs == 2, "each command tries again until it works")
    }

    @Test func aRunTheSandboxItselfFailedTriesAgainAndForgetsTheMemo() throws {
        let cache = temporaryFolder("trial-memo")
        defer { try? FileManager.default.removeItem(at: cache) }
        let memo = try #require(SandboxTrialMemo(cacheDirectory: cache, sandbox: standIn))
        let sandbox = standIn.tried(launcher: Trials().launcher(works: true), memo: memo)
        #expect(memo.holds())
        let failed = ProcessResult(termination: .exited(1), stderr: "bwrap: Can't mount proc on /newroot/proc: Operation not permitted\n")
        // Still works when tried again: the failure was the code's own (it printed that itself).
        let works = Trials()
        try sandbox.confirm(after: failed, launcher: works.launcher(works: true))
        #expect(works.runs == 1 && memo.holds())
        // Not the sandbox's way of failing: not even tried.
        let untouched = Trials()
        try sandbox.confirm(after: ProcessResult(termination: .exited(1), stderr: "Fatal error: boom"), launcher: untouched.launcher(works: false))
        try sandbox.confirm(after: ProcessResult(termination: .signaled(SIGILL), stderr: "bwrap: x"), launcher: untouched.launcher(works: false))
        #expect(untouched.runs == 0)
        // Broken now: nothing was judged, and the next command tries afresh.
        #expect(throws: KataError.self) { try sandbox.confirm(after: failed, launcher: Trials().launcher(works: false)) }
        #expect(!memo.holds())
    }
}
