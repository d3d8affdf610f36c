import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The machine's problems are values of the core (`EnvironmentProblem`) and sentences of the CLI
/// (`EnvironmentWords`), word for word as `kata` printed them when the core wrote them.
@Suite struct EnvironmentWordsTests {
    @Test func theBuildCacheSaysTheSameSentenceWithOrWithoutTheSystemsReason() {
        #expect(KataError.environment(.buildCacheUnwritable(cache: "/c", said: "Permission denied")).message
            == "cannot write to the build cache at /c: Permission denied. Check that the workspace is writable and the disk is not full.")
        #expect(KataError.environment(.buildCacheUnwritable(cache: "/c", said: nil)).message
            == "cannot write to the build cache at /c. Check that the workspace is writable and the disk is not full.")
    }

    @Test func aFileThatCannotBeWrittenSaysWhatToCheckWhereItWasToGo() {
        #expect(EnvironmentProblem.fileUnwritable(path: "/w/f", said: "Is a directory", place: .workspace).words
            == "cannot write /w/f: Is a directory. Check that the workspace is writable and the disk is not full; nothing was changed.")
        #expect(EnvironmentProblem.fileUnwritable(path: "/r/a.json", said: "Is a directory", place: .resultsFolder).words
            == "cannot write /r/a.json: Is a directory. Check that the results folder is writable.")
        #expect(EnvironmentProblem.fileUnwritable(path: "/k/kata.json", said: "Is a directory", place: .repository).words
            == "/k/kata.json cannot be written: Is a directory")
    }

    /// A file of the results folder that cannot be written says so with the system's reason (it
    /// once said the error's type, wrapped once by `AtomicFile` and again by `ResultsFolder`).
    @Test func aResultsFileThatCannotBeWrittenNamesTheSystemsReason() throws {
        let blocker = temporaryFolder("results-blocked").appendingPathComponent("not-a-folder")
        try AtomicFile.write("a file", to: blocker)
        let file = blocker.appendingPathComponent("a.json")
        let error = #expect(throws: KataError.self) { try ResultsFolder(blocker).writeFile(Data("{}".utf8), to: file) }
        guard case let .environment(.fileUnwritable(path, said, place))? = error else {
            Issue.record("not a file that cannot be written: \(String(describing: error))")
            return
        }
        #expect(path == file.path && place == .resultsFolder)
        #expect(!said.isEmpty && !said.contains("KataError"), "\(said)")
        #expect(error?.exitCode == ExitCode.environment)
    }

    @Test func theToolchainsProblemsKeepTheirWords() {
        #expect(EnvironmentProblem.compilerNotFound.words.hasPrefix("swiftc was not found. Install a Swift 6 toolchain"))
        #expect(EnvironmentProblem.compilerTooOld(versionLine: "Swift version 5.10").words
            == "Swift Katas needs Swift 6 or later with Swift Testing; found: Swift version 5.10")
        #expect(EnvironmentProblem.workspaceBusy(folder: "/w", seconds: 15).words
            == "another kata command is using this workspace (/w) and did not finish within 15 s. Wait for it, or stop it, and try again.")
    }

    /// A process that cannot be started is a value of the core (`LaunchError`): the compiler's is the
    /// machine's problem with the system's reason, any other stops the command as before.
    @Test func aProcessThatCannotStartIsWordedByTheCLI() throws {
        let cannot = LaunchError.cannotStart(executable: "/usr/bin/nm", reason: "No such file or directory")
        #expect(KataCLI.words(for: cannot) == "could not start /usr/bin/nm: No such file or directory")
        #expect((KataCLI.worded(cannot) as? KataError)?.message
            == "internal error (a bug in Swift Katas, not in your code): could not start /usr/bin/nm: No such file or directory")
        let launcher = ProcessLauncher(run: { request in throw LaunchError.cannotStart(executable: request.executable, reason: "Permission denied") })
        let error = #expect(throws: KataError.self) { try Toolchain.discover(environment: ["SWIFTC": "/x/swiftc"], launcher: launcher) }
        #expect(error?.message == "/x/swiftc could not be started (Permission denied). Check that SWIFTC or PATH points at a working Swift toolchain.")
    }

    /// An internal error keeps its prefix; usage and input errors are their own words.
    @Test func everyKindOfErrorHasItsMessage() {
        #expect(KataError.usage("u").message == "u" && KataError.input("i").message == "i")
        #expect(KataError.internal("x").message == "internal error (a bug in Swift Katas, not in your code): x")
        #expect(KataCLI.words(for: KataError.environment(.compilerNotFound)) == EnvironmentProblem.compilerNotFound.words)
    }
}
