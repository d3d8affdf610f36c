import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// Nothing lost: the last version a check read is kept, a lost file is never replaced by the
/// starter, `restore` puts it back, and a command waiting for the workspace lock says so.
@Suite struct LastCheckedTests {
    let kata = try! Repository.catalog.kata("leaky-presenter")

    func checkedWorkspace(_ text: String) throws -> Workspace {
        let workspace = Workspace(root: temporaryFolder("ws-kept"))
        try workspace.start(kata)
        let file = workspace.file("OrdersPresenter.swift", of: kata)
        try text.write(to: file, atomically: true, encoding: .utf8)
        workspace.keepLastChecked(try LearnerSource.read(name: "OrdersPresenter.swift", from: file), as: "OrdersPresenter.swift", of: kata)
        return workspace
    }

    @Test func aLostFileIsSaidToBeMissingAndRestoreBringsItBack() throws {
        let workspace = try checkedWorkspace("// stage 5 work\n")
        let file = workspace.file("OrdersPresenter.swift", of: kata)
        try FileManager.default.removeItem(at: file)
        #expect(workspace.lostFiles(of: kata) == ["OrdersPresenter.swift"])
        #expect(try workspace.start(kata) == [], "the starter never takes the place of a lost file")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let message = "\(workspace.missingFileError("OrdersPresenter.swift", of: kata).error)"
        #expect(message.contains("is missing") && message.contains("kata restore leaky-presenter"))
        #expect(!message.contains("not started"))

        let (restored, backups) = try workspace.restore(kata, now: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(restored == ["OrdersPresenter.swift"] && backups.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == "// stage 5 work\n")
        #expect(workspace.lostFiles(of: kata).isEmpty)
    }

    @Test func restoreKeepsADifferentCurrentFileAsABackup() throws {
        let workspace = try checkedWorkspace("// checked\n")
        let file = workspace.file("OrdersPresenter.swift", of: kata)
        try "// typed since\n".write(to: file, atomically: true, encoding: .utf8)
        let (restored, backups) = try workspace.restore(kata, now: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(restored == ["OrdersPresenter.swift"])
        #expect(try backups.map { try String(contentsOf: $0, encoding: .utf8) } == ["// typed since\n"])
        #expect(try workspace.restore(kata, now: Date()).restored.isEmpty, "nothing to do when the file is the one checked")
    }

    @Test func aMissingFileNeverCheckedPointsAtReset() throws {
        let workspace = Workspace(root: temporaryFolder("ws-kept"))
        try workspace.start(kata)
        try FileManager.default.removeItem(at: workspace.file("OrdersPresenter.swift", of: kata))
        #expect(workspace.lostFiles(of: kata).isEmpty)
        #expect("\(workspace.missingFileError("OrdersPresenter.swift", of: kata).error)".contains("kata reset leaky-presenter"))
        #expect(try workspace.start(kata) == ["OrdersPresenter.swift"], "with no checked version, the starter comes back")
    }

    @Test func aWaitForTheLockIsSaidAfterHalfASecond() throws {
        let file = temporaryFolder("lock").appendingPathComponent(".lock")
        let said = Locked(0)
        let held = DispatchSemaphore(value: 0)
        let holder = Thread {
            try? FileLock(file).withLock {
                held.signal()
                usleep(900_000)
            }
        }
        holder.start()
        held.wait()
        let started = Date()
        try FileLock(file, onWait: { said.withLock { $0 += 1 } }).withLock {}
        #expect(Date().timeIntervalSince(started) > 0.5)
        #expect(said.withLock { $0 } == 1, "said once, after half a second")

        let quick = Locked(0)
        try FileLock(file, onWait: { quick.withLock { $0 += 1 } }).withLock {}
        #expect(quick.withLock { $0 } == 0, "a lock that comes at once says nothing")
    }
}
