import Foundation
import Testing
@testable import KataCore

/// A failing sequence check names the learner's line that made the wrong call (the harness's
/// `CallSite`, read by `TestRunLog`, symbolized by `CallSiteLocator`); a call that never came
/// names none, and forged frames never point outside the learner's own file.
@Suite struct CallSiteTests {
    static let learnerFiles = ["/kata-learner/OrdersPresenter.swift": SourceLocationTarget(name: "OrdersPresenter.swift", path: "/home/me/OrdersPresenter.swift")]

    @Test func theRunLogStripsTheCallSiteLineAndKeepsItsOffsets() {
        let details = "After viewDidLoad(): the view got showLoading(true) off the main thread (expected: …). The rule: …\\nkata-call-site: 0x1a2b 0x3c4d nonsense 0x5"
        let line = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{},"messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"\#(details)"}],"testID":"M.S/f()/F.swift:1:1"},"version":0}"#
        let test = TestRunLog(records: EventStreamReader.read(line).records).tests["M.S/f()/F.swift:1:1"]
        #expect(test?.failures == ["After viewDidLoad(): the view got showLoading(true) off the main thread (expected: …). The rule: …"])
        #expect(test?.callSites == [[0x1a2b, 0x3c4d, 0x5]])
    }

    @Test func aFailureWithoutACallSiteHasNone() {
        let (message, offsets) = TestRunLog.splitCallSite("The rule: loading stops.")
        #expect(message == "The rule: loading stops." && offsets.isEmpty)
    }

    @Test func bothSymbolizersOutputsAreRead() {
        let llvm = CallSiteLocator.places(in: "??:0\n/kata-learner/src-1/OrdersPresenter.swift:42\n")
        #expect(llvm.count == 2 && llvm[0] == nil && llvm[1]?.file == "/kata-learner/src-1/OrdersPresenter.swift" && llvm[1]?.line == 42)
        let gnu = CallSiteLocator.places(in: "??:?\n/kata-learner/src-1/OrdersPresenter.swift:7 (discriminator 3)\n")
        #expect(gnu.count == 2 && gnu[0] == nil && gnu[1]?.line == 7)
    }

    @Test func onlyALineInsideTheLearnersFileIsNamed() {
        func first(_ places: [(file: String, line: Int)?]) -> KataCore.SourceLocation? {
            CallSiteLocator.firstLearnerLine(places[...], learnerFiles: Self.learnerFiles, lineCounts: ["OrdersPresenter.swift": 80])
        }
        // Harness frames (no file), the kata's own files and forged lines beyond the file are passed over.
        let found = first([nil, ("/work/Katas/leaky-presenter/Suites/ViewSpy.swift", 3), ("/kata-learner/src-9/OrdersPresenter.swift", 81),
                           ("/kata-learner/src-9/OrdersPresenter.swift", 0), ("/kata-learner/src-9/OrdersPresenter.swift", 42), ("/kata-learner/src-9/OrdersPresenter.swift", 50)])
        #expect(found == KataCore.SourceLocation(file: "OrdersPresenter.swift", line: 42, path: "/home/me/OrdersPresenter.swift"))
        #expect(found?.path == "/home/me/OrdersPresenter.swift")
        #expect(first([("/etc/passwd", 1), ("/kata-learner/src-9/Other.swift", 2)]) == nil)
    }

    @Test func eachSiteGetsItsOwnFramesFromOneRun() throws {
        let asked = Locked<[String]>([])
        let launcher = ProcessLauncher(run: { request in
            asked.withLock { $0 = request.arguments }
            return ProcessResult(termination: .exited(0), stdout: "??:0\n/kata-learner/src-1/OrdersPresenter.swift:12\n/kata-learner/src-1/OrdersPresenter.swift:30\n??:0\n")
        })
        // A toolchain folder with llvm-symbolizer beside swiftc.
        let bin = temporaryFolder("symbolizer")
        for name in ["swiftc", "llvm-symbolizer"] {
            _ = FileManager.default.createFile(atPath: bin.appendingPathComponent(name).path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        }
        let locator = CallSiteLocator(toolchain: Toolchain(swiftc: bin.appendingPathComponent("swiftc").path, version: "test"), launcher: launcher)
        #expect(locator.symbolizer() == bin.appendingPathComponent("llvm-symbolizer").path)
        let places = locator.locate([[0x10, 0x20], [0x30], [0x40]], binary: URL(fileURLWithPath: "/tmp/checks"),
                                    learnerFiles: Self.learnerFiles, lineCounts: ["OrdersPresenter.swift": 40])
        #expect(places.map { $0?.line } == [12, 30, nil])
        #expect(asked.withLock { $0.contains("--obj=/tmp/checks") })
        #expect(asked.withLock { $0.filter { $0.hasPrefix("0x") } } == ["0x10", "0x20", "0x30", "0x40"].map { hex in
            "0x" + String(UInt(hex.dropFirst(2), radix: 16)! + CallSiteLocator.imageAddress, radix: 16)
        })
    }
}

/// The same against the real toolchain: a presenter known to make a wrong call is told the line of
/// that call, one whose mistake is a call that never came is told no line.
@Suite(.tags(.compiler), .startsTheCompiler) struct CallSiteRunTests {
    /// The verdict of one check on a case of the learner corpus (its own files, the solution's for the rest).
    func result(_ check: String, of corpusCase: String, in kataID: String) throws -> CheckResult? {
        let kata = try Repository.catalog.kata(kataID)
        let folder = Repository.root.appendingPathComponent("Tests/LearnerCorpus/\(kataID)/\(corpusCase)")
        let sources = try kata.learnerFiles.map { name -> LearnerSource in
            let own = folder.appendingPathComponent(name)
            let file = FileManager.default.fileExists(atPath: own.path) ? own : Repository.solutions.appendingPathComponent(kataID).appendingPathComponent(name)
            return try LearnerSource.read(name: name, from: file)
        }
        let report = try KataVerificationTests.runner().run(kata, sources: sources, checks: kata.presenterChecks.filter { $0.id == check })
        return report.result(check)
    }

    func mainThread(of corpusCase: String) throws -> CheckResult? {
        try result("main-thread", of: corpusCase, in: "leaky-presenter")
    }

    @Test func aWrongCallNamesTheLearnersLine() throws {
        // Hops to main on success only: the failure path calls showLoading(false) at line 50 on
        // the service's queue.
        let result = try mainThread(of: "mt-hop-on-success-only")
        #expect(result?.status == .fail)
        #expect(result?.message?.contains("kata-call-site") == false)
        #expect(result?.location?.file == "OrdersPresenter.swift")
        #expect(result?.location?.line == 50, "\(result?.message ?? "")")
        #expect(result?.location?.path.hasSuffix("mt-hop-on-success-only/OrdersPresenter.swift") == true)
    }

    @Test func aMissingCallNamesNoLine() throws {
        // Never calls showLoading(true): nothing to point at.
        let result = try mainThread(of: "mt-no-loading-on")
        #expect(result?.status == .fail)
        #expect(result?.location == nil, "\(result?.message ?? "")")
    }

    @Test func theOtherKatasNameTheLineOfTheWrongCall() throws {
        // (kata, case, check, file, line): an older reply shown (reloadList() in finish), a second
        // request while one is in flight (borrow() in send), a tap outside the menu that opens the
        // last item (showDetail in didSelectItem).
        let cases = [
            ("article-list", "10-stale-reply-applied", "stale-reply", "ArticleListPresenter.swift", 40),
            ("borrow-form", "bad-dup-submit-not-guarded", "no-duplicate-submit", "BorrowPresenter.swift", 81),
            ("menu-presenter", "stale-clamps", "stale-index", "MenuPresenter.swift", 63),
        ]
        for (kata, corpusCase, check, file, line) in cases {
            let result = try result(check, of: corpusCase, in: kata)
            #expect(result?.status == .fail, "\(kata)/\(corpusCase)")
            #expect(result?.message?.contains("kata-call-site") == false)
            #expect(result?.location?.file == file, "\(kata)/\(corpusCase): \(result?.message ?? "")")
            #expect(result?.location?.line == line, "\(kata)/\(corpusCase): \(result?.message ?? "")")
        }
    }
}
