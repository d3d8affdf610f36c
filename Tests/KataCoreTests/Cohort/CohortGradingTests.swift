import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// `kata grade` end to end with the real toolchain: a generated cohort of 14 submissions (correct,
/// buggy, not compiling, crashing, hanging, malformed) graded in one go and as 3 shards merged
/// back gives the same files byte for byte, and a hung submission holds one worker for its bound
/// while the other worker goes on.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct CohortGradingTests {
    static let kataID = "leaky-presenter"
    let root = temporaryFolder("cohort")
    var submissions: URL { root.appendingPathComponent("submissions") }

    struct Run {
        var code: Int32
        var out: String
        var err: String
        /// When each progress line arrived, by submission name.
        var finishedAt: [String: Date]
    }

    func kata(_ arguments: [String], extra: [String: String] = [:]) -> Run {
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        // Where bubblewrap cannot run, grading is asked for unsandboxed (it refuses otherwise).
        let unsandboxed = arguments.first == "grade" && !arguments.contains("--merge") && extra.isEmpty && !HostileCodeTests.sandbox.isSandboxed
        let arguments = arguments + (unsandboxed ? ["--unsandboxed"] : [])
        environment["KATA_WORKSPACE"] = root.appendingPathComponent("workspace").path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "KATA_HOME")
        let buffer = OutputBuffer()
        let arrivals = ArrivalLog()
        let output = Output(out: { line in
            buffer.appendOut(line)
            arrivals.note(line)
        }, err: buffer.appendErr)
        let code = KataCLI.main(arguments: arguments, environment: environment, output: output, interactive: false)
        return Run(code: code, out: buffer.out, err: buffer.err, finishedAt: arrivals.finishedAt)
    }

    /// Collects the time each `[i/n] name: …` progress line arrives.
    final class ArrivalLog: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [String: Date] = [:]
        func note(_ line: String) {
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]"), let colon = line[close...].firstIndex(of: ":") else { return }
            let name = String(line[line.index(close, offsetBy: 2)..<colon])
            lock.withLock { times[name] = Date() }
        }
        var finishedAt: [String: Date] { lock.withLock { times } }
    }

    /// Strangers' code is not graded unsandboxed unless asked for; then the results say so.
    @Test func gradingRefusesWithoutASandboxUnlessAskedFor() throws {
        try write("solution", try solutionText)
        let refused = kata(["grade", Self.kataID, submissions.path, "--out", root.appendingPathComponent("refused").path], extra: ["KATA_SANDBOX": "off"])
        #expect(refused.code != 0)
        #expect(refused.err.contains("will not do it unsandboxed") && refused.err.contains("--unsandboxed"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("refused/cohort.manifest").path))
        let out = root.appendingPathComponent("unsandboxed")
        let graded = kata(["grade", Self.kataID, submissions.path, "--out", out.path, "--unsandboxed"], extra: ["KATA_SANDBOX": "off"])
        #expect(graded.code == 0, "\(graded.err)")
        let manifest = try ResultsFolder(out).readManifest()
        #expect(manifest.bounds.sandbox == "none")
        #expect(try String(contentsOf: out.appendingPathComponent("summary.html"), encoding: .utf8).contains("not sandboxed"))
    }

    // MARK: the cohort

    var kataValue: Kata { Repository.catalog.katas.first { $0.id == Self.kataID }! }
    var solutionText: String {
        get throws { try String(contentsOf: Repository.solutions.appendingPathComponent("\(Self.kataID)/OrdersPresenter.swift"), encoding: .utf8) }
    }

    func write(_ name: String, _ text: String, file: String = "OrdersPresenter.swift") throws {
        let folder = submissions.appendingPathComponent(name)
        let url = folder.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func mutant(_ id: String) throws -> String {
        let kata = kataValue
        let variant = (kata.mutants + (kata.alternatives ?? [])).first { $0.id == id }!
        return try MutantApplier.text(of: variant, in: kata, solution: try solutionText)
    }

    func edited(_ find: String, _ replace: String) throws -> String {
        let text = try solutionText
        #expect(text.contains(find), "the solution changed: \(find) is gone; update this test's edit")
        return text.replacingOccurrences(of: find, with: replace)
    }

    /// 14 submissions, named so the hanging one is among the first a worker takes.
    func makeCohort() throws {
        let solution = try solutionText
        try write("c01-hangs", try edited("guard orders.indices.contains(index) else { return }",
                                          "guard orders.indices.contains(index) else { DispatchSemaphore(value: 0).wait(); return }"))
        try write("c02-solution", solution)
        try write("c02-solution", "OrdersPresenter.swift:23: the fetch closure captures self strongly, a retain cycle\n", file: "review.md")
        try write("c02-solution", "notes\n", file: "NOTES.txt")
        try write("c02-solution", "junk\n", file: ".DS_Store")
        try write("c03-task-main-actor", try mutant("task-main-actor"))
        try write("c04-gcd-policy-objects", try mutant("gcd-policy-objects"))
        try write("c05-strong-view", try mutant("strong-view"))
        try write("c06-no-hop-to-main", try mutant("no-hop-to-main"))
        try write("c07-return-off-by-one", try mutant("return-off-by-one"))
        try write("c08-does-not-compile", solution + "\nbroken(\n")
        try write("c09-crashes", try edited("        case .failure:\n", "        case .failure:\n            fatalError(\"no plan for a failure\")\n"))
        try write("c10-nested", solution, file: "Sources/OrdersPresenter.swift")
        try write("c11-empty-file", "\n")
        try write("c12-not-utf8", "x")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: submissions.appendingPathComponent("c12-not-utf8/OrdersPresenter.swift"))
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("c13-empty-folder"), withIntermediateDirectories: true)
        try "a loose file\n".write(to: submissions.appendingPathComponent("c14-loose-file.swift"), atomically: true, encoding: .utf8)
    }

    /// Every file of a results folder but the timings, by name.
    func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != ResultsFolder.timingsName {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    func result(_ folder: URL, _ name: String) throws -> SubmissionResult {
        try SubmissionResult.decode(Data(contentsOf: folder.appendingPathComponent(name + ".json")))
    }

    @Test func threeShardsMergeToExactlyTheUnshardedResult() throws {
        try makeCohort()
        let timeout = "1"
        let whole = root.appendingPathComponent("whole")
        let started = Date()
        let unsharded = kata(["grade", Self.kataID, submissions.path, "--out", whole.path, "--jobs", "2", "--timeout", timeout])
        let wall = Date().timeIntervalSince(started)
        #expect(unsharded.code == 0, "\(unsharded.out)\n\(unsharded.err)")

        var shardFolders: [String] = []
        for index in 1...3 {
            let folder = root.appendingPathComponent("shard-\(index)")
            shardFolders.append(folder.path)
            let run = kata(["grade", Self.kataID, submissions.path, "--out", folder.path, "--jobs", "2", "--timeout", timeout, "--shard", "\(index)/3"])
            #expect(run.code == 0, "\(run.out)\n\(run.err)")
            #expect(run.out.contains("Grading 5 of 14") || run.out.contains("Grading 4 of 14"), "\(run.out)")
        }
        let merged = root.appendingPathComponent("merged")
        let merge = kata(["grade", "--merge"] + shardFolders.reversed() + ["--out", merged.path])
        #expect(merge.code == 0, "\(merge.out)\n\(merge.err)")

        // The proof: the same files, the same bytes.
        let expected = try contents(whole)
        let actual = try contents(merged)
        #expect(expected.keys.sorted() == actual.keys.sorted())
        #expect(expected.count == 14 + 3, "14 results, summary.csv, summary.html and cohort.manifest")
        for (name, data) in expected {
            #expect(actual[name] == data, "\(name) differs between the unsharded and the merged results")
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains(root.path) && !text.contains(Repository.sharedCache.path), "\(name) holds a path of this machine")
        }

        // Each kind of submission got the verdict it deserves.
        let kata = kataValue
        let allChecks = kata.presenterChecks.map(\.id)
        for correct in ["c02-solution", "c03-task-main-actor", "c04-gcd-policy-objects"] {
            let graded = try result(whole, correct)
            #expect(graded.status == .pass, "\(correct): \(graded.checks.filter { $0.status != .pass })")
            #expect(graded.checks.map(\.id) == allChecks)
        }
        for (name, id) in [("c05-strong-view", "strong-view"), ("c06-no-hop-to-main", "no-hop-to-main"), ("c07-return-off-by-one", "return-off-by-one")] {
            let graded = try result(whole, name)
            let failing = Set(graded.checks.filter { $0.status != .pass }.map(\.id))
            #expect(graded.status == .fail)
            #expect(failing == Set(kata.mutants.first { $0.id == id }!.fails), "\(name) fails \(failing.sorted())")
        }
        let broken = try result(whole, "c08-does-not-compile")
        #expect(broken.status == .error)
        #expect(broken.diagnostics.contains { $0.severity == .error && $0.file == "OrdersPresenter.swift" })
        let crashed = try result(whole, "c09-crashes")
        #expect(crashed.status == .fail)
        #expect(crashed.checks.first { $0.id == "failure-state" }?.status == .crash)
        // A crash costs only the checks that meet it, and says so: the checks whose generated
        // sequences play a failed fetch crash; the compile checks, which run nothing, pass.
        #expect(crashed.checks.first { $0.id == "no-uikit" }?.status == .pass, "a crash costs only the checks that meet it")
        #expect(crashed.checks.allSatisfy { $0.status == .pass || $0.status == .crash }, "\(crashed.checks.filter { $0.status != .pass })")
        let hung = try result(whole, "c01-hangs")
        #expect(hung.checks.first { $0.id == "stale-index" }?.status == .timeout)
        #expect(hung.checks.filter { $0.status == .pass }.count == allChecks.count - 1, "\(hung.checks.filter { $0.status != .pass })")

        let nested = try result(whole, "c10-nested")
        #expect(nested.status == .invalid)
        #expect(nested.error?.contains("found Sources/OrdersPresenter.swift") == true)
        for (name, words) in [("c11-empty-file", "is empty"), ("c12-not-utf8", "not UTF-8"), ("c13-empty-folder", "OrdersPresenter.swift is missing"), ("c14-loose-file.swift", "not a folder")] {
            let graded = try result(whole, name)
            #expect(graded.status == .invalid)
            #expect(graded.error?.contains(words) == true, "\(name): \(graded.error ?? "no error")")
            #expect(graded.error?.contains(root.path) == false, "no machine path in a result: \(graded.error ?? "")")
        }
        let solution = try result(whole, "c02-solution")
        #expect(solution.files.graded == ["OrdersPresenter.swift", "review.md"])
        #expect(solution.files.ignored == ["NOTES.txt"])
        #expect(solution.review?.total == kata.key.count)
        #expect((solution.review?.found ?? 0) >= 1, "the review finding names the retain cycle at its line")

        let csv = try String(contentsOf: whole.appendingPathComponent("summary.csv"), encoding: .utf8)
        #expect(csv.split(separator: "\n").count == 15)
        #expect(csv.contains("c02-solution,pass,10,10,"))
        let html = try String(contentsOf: whole.appendingPathComponent("summary.html"), encoding: .utf8)
        #expect(html.contains("<th scope=\"row\"><a href=\"c09-crashes.json\">c09-crashes</a></th>"))
        #expect(html.contains("<caption>") && !html.contains("<script") && !html.contains("http"))

        // The hung submission held one worker for its bound; the other worker went on meanwhile.
        let timings = ResultsFolder(whole).readTimings()
        let hangSeconds = try #require(timings["c01-hangs"])
        let hangEnd = try #require(unsharded.finishedAt["c01-hangs"])
        let hangStart = hangEnd.addingTimeInterval(-hangSeconds)
        let finishedMeanwhile = unsharded.finishedAt.filter { $0.key != "c01-hangs" && $0.value > hangStart && $0.value < hangEnd }.map(\.key)
        // (Its time here includes the first builds of the suites, which depend on the load; the
        // bound itself is measured below, with those builds cached.)
        print("cohort: unsharded wall \(String(format: "%.1f", wall)) s for 14 submissions with 2 workers; the hung one took \(String(format: "%.1f", hangSeconds)) s, \(finishedMeanwhile.count) others finished meanwhile; sum of per-submission times \(String(format: "%.1f", timings.values.reduce(0, +))) s")
        #expect(!finishedMeanwhile.isEmpty, "no other submission finished while the hung one was graded")
        #expect(wall < timings.values.reduce(0, +), "the two workers overlapped")
        // With the builds cached (the shards ran after the unsharded run), what is left of the hung
        // submission's time is its bound: the stopped run and the rerun of the tests it had not reached.
        let cachedHang = try #require(ResultsFolder(URL(fileURLWithPath: shardFolders[0])).readTimings()["c01-hangs"])
        print("cohort: with builds cached the hung submission took \(String(format: "%.1f", cachedHang)) s under --timeout \(timeout)")
        #expect(cachedHang < 10)
    }

    /// Grading a test file builds every mutant of the kata as a library: about 30 s with a cold
    /// cache here, so it runs only when asked for (the layout and the score's wiring are covered
    /// without compiling in `CohortUnitTests`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["KATA_SLOW_TESTS"] == "1", "set KATA_SLOW_TESTS=1: grading a test file builds every mutant (about 30 s cold)"))
    func theTestFileIsGradedWhenGiven() throws {
        let solution = try solutionText
        try write("with-tests", solution)
        let tests = try String(contentsOf: Repository.solutions.appendingPathComponent("\(Self.kataID)/Tests/OrdersPresenterTests.swift"), encoding: .utf8)
        try write("with-tests", tests, file: "Tests/OrdersPresenterTests.swift")
        let out = root.appendingPathComponent("results")
        let run = kata(["grade", Self.kataID, submissions.path, "--out", out.path, "--jobs", "1"])
        #expect(run.code == 0, "\(run.out)\n\(run.err)")
        let graded = try result(out, "with-tests")
        #expect(graded.status == .pass)
        #expect(graded.checks.last?.id == "your-tests")
        let score = try #require(graded.tests)
        #expect(score.status == .pass && score.requiredMissed.isEmpty && score.caught > 0 && score.caught <= score.mutants)
        #expect(graded.files.graded == ["OrdersPresenter.swift", "Tests/OrdersPresenterTests.swift"])
    }
}
