import Foundation
import Testing
@testable import KataCore

/// Nothing left behind: the compiler's temporary files go to a folder of the runner's that is
/// removed after each call, and scratch folders of runs that ended (finished or killed) go.
@Suite struct ScratchCleanupTests {
    @Test func theCompilerGetsATemporaryFolderOfItsOwnThatIsRemovedAfterwards() throws {
        let cache = BuildCache(root: temporaryFolder("scratch-cache"))
        let seen = Locked<String?>(nil)
        let launcher = ProcessLauncher { request in
            let folder = try #require(request.environment["TMPDIR"])
            // What the driver leaves behind, as swift-driver does in TMPDIR.
            try FileManager.default.createDirectory(atPath: folder + "/TemporaryDirectory.abc123", withIntermediateDirectories: true)
            seen.withLock { $0 = folder }
            return ProcessResult(termination: .exited(0))
        }
        let compiler = SwiftCompiler(toolchain: Toolchain(swiftc: "/usr/bin/swiftc", version: "Swift version 6"), launcher: launcher, scratch: cache)
        _ = try compiler.run(["-typecheck", "x.swift"])
        let folder = try #require(seen.withLock { $0 })
        #expect(folder.hasPrefix(cache.root.appendingPathComponent("tmp").path), "inside the runner's scratch folder: \(folder)")
        #expect(!FileManager.default.fileExists(atPath: folder), "and removed with what the driver left in it")
    }

    @Test func scratchFoldersOfEndedProcessesArePrunedAndLiveOnesKept() throws {
        let cache = BuildCache(root: temporaryFolder("scratch-cache"))
        let live = try cache.scratch("src")
        // A pid that has ended: a child that was started and reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        let host = BuildCache.owner.split(separator: "@", maxSplits: 1)[1]
        let ended = cache.root.appendingPathComponent("tmp/grade-\(child.processIdentifier)@\(host)-\(UUID().uuidString)")
        let otherMachine = cache.root.appendingPathComponent("tmp/learner-tests-leaky-presenter-\(child.processIdentifier)@elsewhere-\(UUID().uuidString)")
        for folder in [ended, otherMachine] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        cache.prune()
        #expect(!FileManager.default.fileExists(atPath: ended.path), "a run of this machine that ended left it: cleared")
        #expect(FileManager.default.fileExists(atPath: live.path), "this process's own scratch stays")
        #expect(FileManager.default.fileExists(atPath: otherMachine.path), "another machine's (a shared cache) waits for the age rule")
    }
}
