import Foundation
import Testing
@testable import KataCore
@testable import KataCLI

@Suite struct WorkspaceTests {
    let kata = try! Repository.catalog.kata("leaky-presenter")

    @Test func startCopiesTheStarterAndNeverOverwrites() throws {
        let workspace = Workspace(root: temporaryFolder("ws"))
        #expect(try workspace.start(kata) == ["OrdersPresenter.swift", "Tests/OrdersPresenterTests.swift"])
        let file = workspace.file("OrdersPresenter.swift", of: kata)
        try "// my work".write(to: file, atomically: true, encoding: .utf8)
        #expect(try workspace.start(kata) == [])
        #expect(try String(contentsOf: file, encoding: .utf8) == "// my work")
    }

    @Test func resetKeepsABackupAndRestoresTheStarter() throws {
        let workspace = Workspace(root: temporaryFolder("ws"))
        try workspace.start(kata)
        let file = workspace.file("OrdersPresenter.swift", of: kata)
        try "// attempt 1".write(to: file, atomically: true, encoding: .utf8)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let first = try workspace.reset(kata, now: now)
        try "// attempt 2".write(to: file, atomically: true, encoding: .utf8)
        let second = try workspace.reset(kata, now: now)
        #expect(try String(contentsOf: first[0], encoding: .utf8) == "// attempt 1")
        #expect(try String(contentsOf: second[0], encoding: .utf8) == "// attempt 2", "two resets in the same second keep both backups")
        #expect(first[0] != second[0])
        let starter = try String(contentsOf: kata.starterDirectory.appendingPathComponent("OrdersPresenter.swift"), encoding: .utf8)
        #expect(try String(contentsOf: file, encoding: .utf8) == starter)
    }

    @Test func progressRoundTrips() throws {
        let store = ProgressStore(file: temporaryFolder("p").appendingPathComponent("progress.json"))
        var progress = LearnerProgress()
        progress.current = "leaky-presenter"
        progress.update("leaky-presenter") { $0.stage = 3; $0.hintsShown["3"] = 2 }
        try store.save(progress)
        let loaded = store.load()
        #expect(loaded.progress == progress)
        #expect(loaded.warning == nil)
    }

    @Test func corruptProgressIsSetAsideWithAWarning() throws {
        let folder = temporaryFolder("p")
        let file = folder.appendingPathComponent("progress.json")
        try "{ not json".write(to: file, atomically: true, encoding: .utf8)
        let loaded = ProgressStore(file: file).load()
        #expect(loaded.progress == LearnerProgress())
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("unreadable") }
        #expect(kept.count == 1, "the unreadable file is kept, not deleted")
        #expect(loaded.warning == .progressUnreadable(keptAs: folder.appendingPathComponent(kept.first ?? "").path))
    }

    @Test func progressFromANewerFormatIsSetAside() throws {
        let file = temporaryFolder("p").appendingPathComponent("progress.json")
        try #"{"formatVersion": 99, "katas": {}}"#.write(to: file, atomically: true, encoding: .utf8)
        #expect(ProgressStore(file: file).load().warning != nil)
    }

    @Test func concurrentUpdatesAreNotLost() throws {
        let store = ProgressStore(file: temporaryFolder("p").appendingPathComponent("progress.json"))
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            _ = try? store.update { progress in
                progress.update("leaky-presenter") { $0.hintsShown["1", default: 0] += 1 }
            }
        }
        #expect(store.load().progress.kata("leaky-presenter").hintsShown["1"] == 40)
    }

    @Test func atomicWriteLeavesNoTemporaryFiles() throws {
        let folder = temporaryFolder("atomic")
        let file = folder.appendingPathComponent("a.txt")
        try AtomicFile.write("one", to: file)
        try AtomicFile.write("two", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.txt"])
    }

    /// A file where the workspace folder should be stops everyone, root included (CI runs as root).
    @Test func aWorkspaceBlockedByAFileIsAnEnvironmentError() throws {
        let blocker = temporaryFolder("blocked").appendingPathComponent("not-a-folder")
        try AtomicFile.write("a file", to: blocker)
        let error = #expect(throws: KataError.self) { try AtomicFile.write("x", to: blocker.appendingPathComponent("f")) }
        #expect(error?.exitCode == ExitCode.environment)
    }

    @Test(.enabled(if: getuid() != 0, "root writes into a read-only folder: this case needs a normal user"))
    func aReadOnlyWorkspaceIsAnEnvironmentError() throws {
        let folder = temporaryFolder("ro")
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        let error = #expect(throws: KataError.self) { try AtomicFile.write("x", to: folder.appendingPathComponent("f")) }
        #expect(error?.exitCode == ExitCode.environment)
    }
}

@Suite struct LearnerSourceTests {
    func write(_ data: Data, _ name: String = "OrdersPresenter.swift") throws -> URL {
        let url = temporaryFolder("src").appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test func rejectsWhatCannotBeSwiftSource() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/OrdersPresenter.swift")
        #expect(throws: LearnerFileProblem.missing(path: missing.path)) { try LearnerSource.read(name: "OrdersPresenter.swift", from: missing) }
        let folder = temporaryFolder("dir")
        #expect(throws: LearnerFileProblem.folder(path: folder.path)) { try LearnerSource.read(name: "x", from: folder) }
        let blank = try write(Data("  \n".utf8))
        #expect(throws: LearnerFileProblem.empty(path: blank.path)) { try LearnerSource.read(name: "x", from: blank) }
        let binary = try write(Data([0xff, 0xfe, 0x00, 0x41]))
        #expect(throws: LearnerFileProblem.notText(path: binary.path)) { try LearnerSource.read(name: "x", from: binary) }
        let large = try write(Data(repeating: 65, count: 10_000_000))
        #expect(throws: LearnerFileProblem.tooLarge(path: large.path, kilobytes: 10_000_000 / 1024)) { try LearnerSource.read(name: "x", from: large) }
    }

    /// The core states the fact; the CLI adds what mends it, with its own command or option.
    @Test func theCLIWordsWhatMendsAnUnreadableFile() {
        let words = [LearnerFileProblem.missing(path: "/a.swift"), .folder(path: "/a"), .empty(path: "/a.swift")].map { KataCLI.words(for: KataCLI.worded($0)) }
        #expect(words == [
            "/a.swift does not exist. Check the path, or run `swift run kata start <kata>` to create your copy.",
            "/a is a folder, not a Swift file. Use --dir for a folder of files named as in the starter.",
            "/a.swift is empty. Run `swift run kata reset <kata>` to get the starter back (your empty file is kept as a backup).",
        ])
    }

    @Test func readsText() throws {
        let source = try LearnerSource.read(name: "OrdersPresenter.swift", from: try write(Data("import Foundation\n".utf8)))
        #expect(source.contents == "import Foundation\n")
    }
}
