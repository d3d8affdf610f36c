import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The runner's logic with a fake launcher: no compiler and no test process is spawned.
@Suite struct CheckRunnerTests {
    /// Plays swiftc and the test binary by looking at the arguments.
    struct FakeToolchain: Sendable {
        var learnerError: String?
        var brokenSuite: String?
        var events: String = ""
        var binaryExit: Termination = .exited(0)
        var binaryStdout = ""

        var launcher: ProcessLauncher {
            let fake = self
            return ProcessLauncher { request in try fake.handle(request) }
        }

        func value(after flag: String, in arguments: [String]) -> String? {
            arguments.firstIndex(of: flag).map { arguments[$0 + 1] }
        }

        func touch(_ path: String?) {
            guard let path else { return }
            #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)), "the fake compiler writes \(path)")
        }

        func handle(_ request: ProcessRequest) throws -> ProcessResult {
            let arguments = request.arguments
            if request.executable.hasSuffix("/checks") {
                let events = value(after: "--event-stream-output-path", in: arguments)!
                try self.events.write(toFile: events, atomically: true, encoding: .utf8)
                return ProcessResult(termination: binaryExit, stdout: binaryStdout)
            }
            if arguments.contains("-typecheck") {
                return ProcessResult(termination: .exited(0))
            }
            if arguments.contains("-enable-testing") {
                if let learnerError {
                    let file = arguments.first { $0.contains("/src-") && $0.hasSuffix("OrdersPresenter.swift") }!
                    return ProcessResult(termination: .exited(1), stderr: "\(file):3:5: error: \(learnerError)\n")
                }
                touch(value(after: "-emit-module-path", in: arguments))
                touch(value(after: "-o", in: arguments))
                return ProcessResult(termination: .exited(0))
            }
            if arguments.contains("-c") {
                if let brokenSuite, let file = arguments.first(where: { $0.hasSuffix("/\(brokenSuite).swift") }) {
                    return ProcessResult(termination: .exited(1), stderr: "\(file):9:1: error: value of type 'OrdersPresenter' has no member 'didSelectRow'\n")
                }
                touch(value(after: "-o", in: arguments))
                return ProcessResult(termination: .exited(0))
            }
            touch(value(after: "-o", in: arguments))
            touch(value(after: "-emit-module-path", in: arguments))
            return ProcessResult(termination: .exited(0))
        }
    }

    let kata = try! Repository.catalog.kata("leaky-presenter")

    func run(_ fake: FakeToolchain, checks: [String]) throws -> KataReport {
        let environment = RunnerEnvironment(
            launcher: fake.launcher,
            toolchain: Toolchain(swiftc: "/fake/swiftc", version: "fake \(UUID())"),
            cacheDirectory: temporaryFolder("fake-cache"), wording: CheckWords())
        let runner = CheckRunner(catalog: Repository.catalog, environment: environment)
        let source = LearnerSource(name: "OrdersPresenter.swift", path: URL(fileURLWithPath: "/home/me/OrdersPresenter.swift"), contents: "// code")
        return try runner.run(kata, sources: [source], checks: checks.map { kata.check(id: $0)! })
    }

    static func events(_ lines: [(String, String)]) -> String {
        // (kind, testID) pairs; a failure is ("fail", id).
        lines.map { kind, id in
            switch kind {
            case "declare": return #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"t()"},"version":0}"#
            case "fail": return #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed"},{"symbol":"details","text":"the view was kept alive"}],"testID":"\#(id)"},"version":0}"#
            case "runEnded": return #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#
            default: return #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[],"testID":"\#(id)"},"version":0}"#
            }
        }.joined(separator: "\n")
    }

    static let weakTest = "KataChecks1.ViewIsWeak/a()/ViewIsWeak.swift:1:1"
    static let fetchTest = "KataChecks2.FetchDoesNotRetain/b()/FetchDoesNotRetain.swift:1:1"

    @Test func aCompileErrorPointsAtTheLearnersFileAndSkipsTheChecks() throws {
        let report = try run(FakeToolchain(learnerError: "cannot find 'foo' in scope"), checks: ["view-is-weak", "no-uikit", "swift6"])
        #expect(report.status == .error)
        #expect(report.diagnostics.first?.file == "OrdersPresenter.swift")
        #expect(report.diagnostics.first?.path == "/home/me/OrdersPresenter.swift")
        #expect(report.diagnostics.first?.line == 3)
        #expect(report.result("view-is-weak")?.status == .skipped)
        #expect(report.result("swift6")?.status == .pass, "compile-only checks under other settings still run")
        #expect(report.result("no-uikit")?.status == .skipped, "a check whose verdict is the main build's is not run")
    }

    @Test func verdictsComeFromTheEventStreamNotFromStdout() throws {
        var fake = FakeToolchain()
        fake.binaryStdout = "✔ Test run with 2 tests passed after 0.001 seconds.\n"
        fake.events = Self.events([("declare", Self.weakTest), ("declare", Self.fetchTest),
                                   ("testStarted", Self.weakTest), ("fail", Self.weakTest), ("testEnded", Self.weakTest),
                                   ("testStarted", Self.fetchTest), ("testEnded", Self.fetchTest), ("runEnded", "")])
        fake.binaryExit = .exited(1)
        let report = try run(fake, checks: ["view-is-weak", "fetch-does-not-retain"])
        #expect(report.result("view-is-weak")?.status == .fail)
        #expect(report.result("view-is-weak")?.message == "the view was kept alive")
        #expect(report.result("fetch-does-not-retain")?.status == .pass)
        #expect(report.status == .fail)
    }

    @Test func aTestNeverSeenToEndDoesNotPass() throws {
        var fake = FakeToolchain()
        fake.events = Self.events([("declare", Self.weakTest), ("testStarted", Self.weakTest)])
        fake.binaryExit = .exited(0)   // learner code called exit(0)
        let report = try run(fake, checks: ["view-is-weak"])
        #expect(report.result("view-is-weak")?.status == .crash)
        #expect(report.result("view-is-weak")?.message?.contains("exit") == true)
    }

    @Test func aMissingContractCostsOnlyItsOwnCheck() throws {
        var fake = FakeToolchain(brokenSuite: "FetchDoesNotRetain")
        fake.events = Self.events([("declare", Self.weakTest), ("testStarted", Self.weakTest), ("testEnded", Self.weakTest), ("runEnded", "")])
        let report = try run(fake, checks: ["view-is-weak", "fetch-does-not-retain"])
        #expect(report.result("view-is-weak")?.status == .pass)
        let needs = try #require(report.result("fetch-does-not-retain"))
        #expect(needs.status == .notCompiled)
        #expect(needs.message?.contains("stage 1 needs") == true)
        #expect(needs.message?.contains("didSelectRow") == true)
        #expect(needs.message?.contains("FetchDoesNotRetain.swift") == false, "the hidden suite's file is not shown")
    }

    @Test func aCheckWhoseTestsNeverRanDoesNotPass() throws {
        var fake = FakeToolchain()
        fake.events = Self.events([("runEnded", "")])
        let report = try run(fake, checks: ["view-is-weak"])
        #expect(report.result("view-is-weak")?.status != .pass)
        #expect(report.status == .fail)
    }
}

/// A Swift 5 warning that calls itself a Swift 6 error is dropped when Swift 6 compiled the file.
@Suite struct ShownWarningsTests {
    static let warnings = [
        RawDiagnostic(path: "P.swift", line: 56, column: 17, severity: .warning,
                      message: "reference to captured var 'self' in concurrently-executing code; this is an error in the Swift 6 language mode"),
        RawDiagnostic(path: "P.swift", line: 9, column: 5, severity: .warning, message: "variable 'x' was never used; consider replacing with '_' or removing it"),
    ]

    @Test func aSwift6ErrorWarningGoesWhenSwift6AcceptedTheFile() {
        #expect(CheckRunner.shownWarnings(Self.warnings, swift6Accepted: true) == [Self.warnings[1]])
    }

    @Test func everyWarningStaysWhenSwift6DidNotCompileIt() {
        #expect(CheckRunner.shownWarnings(Self.warnings, swift6Accepted: false) == Self.warnings)
    }
}

@Suite struct CompilerCrashTests {
    @Test func aCompilerThatCrashesIsSaidAsSuchAtTheLearnersFile() throws {
        let crashing = ProcessLauncher { request in
            if request.arguments.contains("-enable-testing") {
                return ProcessResult(termination: .signaled(SIGSEGV), stderr: "Stack dump:\n0. Program arguments: swift-frontend …\n")
            }
            return ProcessResult(termination: .exited(0))
        }
        let environment = RunnerEnvironment(launcher: crashing, toolchain: Toolchain(swiftc: "/fake/swiftc", version: "fake \(UUID())"),
                                            cacheDirectory: temporaryFolder("crash-cache"), wording: CheckWords())
        let kata = try Repository.catalog.kata("borrow-form")
        let source = LearnerSource(name: "BorrowPresenter.swift", path: URL(fileURLWithPath: "/home/me/BorrowPresenter.swift"), contents: "// x")
        let report = try CheckRunner(catalog: Repository.catalog, environment: environment).run(kata, sources: [source], checks: [kata.checks[0]])
        #expect(report.status == .error)
        #expect(report.diagnostics.first?.message == "the Swift compiler crashed while compiling your code (a compiler bug, not yours). Rewrite what you changed last in a simpler way and check again.")
        #expect(report.diagnostics.first?.path == "/home/me/BorrowPresenter.swift")
    }
}
