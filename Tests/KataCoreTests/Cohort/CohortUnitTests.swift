import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The parts of `kata grade` that need no compiler: slicing, the submission layout, the merge's
/// refusals, the summaries' escaping, and the command's usage errors.
@Suite struct CohortUnitTests {
    var kata: Kata { Repository.catalog.katas.first { $0.id == "leaky-presenter" }! }

    // MARK: shards

    @Test func shardParsingSaysWhatIsWrong() throws {
        #expect(try Shard.parse("2/3") == Shard(index: 2, count: 3))
        #expect(try Shard.parse("1/1") == .whole)
        for (text, words) in [("3", "takes I/N"), ("a/3", "takes I/N"), ("1/3/4", "takes I/N"), ("", "takes I/N"),
                              ("0/3", "counted from 1"), ("4/3", "from 1 to 3"), ("-1/3", "from 1 to 3"), ("1/0", "from 1 to"),
                              ("0/3", "JOB_COMPLETION_INDEX")] {
            #expect { try Shard.parse(text) } throws: { error in
                guard case let KataError.usage(message) = KataCLI.worded(error) else { return false }
                return message.contains(words) || (words == "counted from 1" && message.contains("from 1 to 3"))
            }
        }
    }

    @Test func slicesCoverEveryNameOnceAndDifferByOneAtMost() {
        for total in [0, 1, 2, 11, 12, 13, 40] {
            let names = (0..<total).map { String(format: "s%03d", $0) }
            for count in 1...5 {
                let slices = (1...count).map { Shard(index: $0, count: count).slice(names) }
                #expect(slices.flatMap { $0 }.sorted() == names)
                let sizes = slices.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
        #expect(Shard(index: 2, count: 3).slice(["a", "b", "c", "d", "e"]) == ["b", "e"])
    }

    // MARK: the submission layout

    func folder(_ files: [String: String]) throws -> URL {
        let folder = temporaryFolder("submission").appendingPathComponent("dana")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theLayoutReadsPresenterTestsAndReviewAndListsTheRest() throws {
        let read = Submission.read(try folder([
            "OrdersPresenter.swift": "final class OrdersPresenter {}\n",
            "Tests/OrdersPresenterTests.swift": "import Testing\n",
            "OrdersPresenterTests.swift": "// an older copy\n",
            "review.md": "L23: strong self\n",
            "backups/OrdersPresenter.swift.bak": "old\n",
            ".git/config": "hidden\n",
        ]), kata: kata)
        #expect(read.name == "dana")
        #expect(read.problem == nil)
        #expect(read.sources.map(\.name) == ["OrdersPresenter.swift"])
        #expect(read.tests?.name == "OrdersPresenterTests.swift")
        #expect(read.tests?.contents == "import Testing\n", "Tests/ wins over a copy at the top")
        #expect(read.review == "L23: strong self\n")
        #expect(read.graded == ["OrdersPresenter.swift", "Tests/OrdersPresenterTests.swift", "review.md"])
        #expect(read.ignored == ["OrdersPresenterTests.swift", "backups/OrdersPresenter.swift.bak"])

        let topLevel = Submission.read(try folder(["OrdersPresenter.swift": "x\n", "OrdersPresenterTests.swift": "import Testing\n"]), kata: kata)
        #expect(topLevel.tests?.contents == "import Testing\n")
    }

    @Test func aMissingPresenterIsAProblemButTheReviewIsStillRead() throws {
        let read = Submission.read(try folder(["Sources/App/OrdersPresenter.swift": "x\n", "review.md": "L23: strong self\n"]), kata: kata)
        #expect(read.problem == .unreadable([.missing(file: "OrdersPresenter.swift", foundAt: "Sources/App/OrdersPresenter.swift")], learnerFiles: ["OrdersPresenter.swift"]))
        #expect(read.problem.map(CheckWords().message(for:))
            == "OrdersPresenter.swift is missing (found Sources/App/OrdersPresenter.swift: put it at the top of the folder). A submission holds OrdersPresenter.swift at the top of its folder.")
        #expect(read.review != nil)
        let empty = Submission.read(try folder(["OrdersPresenter.swift": "  \n"]), kata: kata)
        #expect(empty.problem == .unreadable([.file(.empty(path: "dana/OrdersPresenter.swift"))], learnerFiles: ["OrdersPresenter.swift"]))
        #expect(empty.problem.map(CheckWords().message(for:)) == "dana/OrdersPresenter.swift is empty. A submission holds OrdersPresenter.swift at the top of its folder.")
        let grader = CohortGrader(kata: kata, runner: CheckRunner(catalog: Repository.catalog, environment: unusedEnvironment()), jobs: 1, summaries: CohortSummaryRenderer())
        let (result, machine) = grader.gradeOne(try folder(["review.md": "OrdersPresenter.swift:23: the fetch closure captures self strongly\n"]))
        #expect(result.status == .invalid && machine == nil)
        #expect(result.review?.total == kata.key.count)
        #expect(result.checks.isEmpty)
    }

    /// A compiler that cannot be started is the machine's problem: the result and the command say
    /// so in the CLI's words (`CheckWords`), not as the error's value.
    @Test func aMachinesProblemIsRecordedInWords() throws {
        let launcher = ProcessLauncher(run: { request in throw LaunchError.cannotStart(executable: request.executable, reason: "No such file or directory") })
        let environment = RunnerEnvironment(launcher: launcher, toolchain: Toolchain(swiftc: "/nonexistent/swiftc", version: "test", testingFlags: []),
                                            cacheDirectory: temporaryFolder("no-compiler-cache"), wording: CheckWords())
        let grader = CohortGrader(kata: kata, runner: CheckRunner(catalog: Repository.catalog, environment: environment), jobs: 1, summaries: CohortSummaryRenderer())
        let (result, machine) = grader.gradeOne(try folder(["OrdersPresenter.swift": "final class OrdersPresenter {}\n"]))
        let said = "/nonexistent/swiftc could not be started (No such file or directory). Check that SWIFTC or PATH points at a working Swift toolchain."
        #expect(result.status == .invalid && result.error == "could not be graded: " + said, "\(result.error ?? "")")
        #expect(machine == said)
    }

    /// A runner environment whose launcher fails the test if anything is started.
    func unusedEnvironment() -> RunnerEnvironment {
        let launcher = ProcessLauncher(run: { request in
            Issue.record("nothing should be compiled or run: \(request.executable)")
            return ProcessResult(termination: .exited(1))
        })
        return RunnerEnvironment(launcher: launcher, toolchain: Toolchain(swiftc: "/bin/false", version: "test", testingFlags: []), cacheDirectory: temporaryFolder("unused-cache"), wording: CheckWords())
    }

    @Test func theTestScoreComesFromTheTestsCheck() {
        var check = CheckResult(id: "your-tests", stage: 5, title: "Your tests", status: .fail)
        check.grade = TestGrade(
            tests: [.init(name: "S/a()", line: 3, sound: true, correct: [], caught: ["strong-view"]),
                    .init(name: "S/b()", line: 9, sound: false, correct: [], caught: [])],
            behaviours: [.init(id: "view-not-kept", words: "", required: true, status: .noticed, missedMutants: []),
                         .init(id: "view-called-on-main", words: "", required: true, status: .missed, missedMutants: ["no-hop-to-main"]),
                         .init(id: "today", words: "", required: false, status: .missed, missedMutants: ["today-is-24-hours"])],
            mutants: [.init(id: "strong-view", description: "", required: true, status: .caught),
                      .init(id: "no-hop-to-main", description: "", required: true, status: .missed),
                      .init(id: "today-is-24-hours", description: "", required: false, status: .missed)],
            ownPresenter: nil, warnings: [])
        let score = SubmissionResult.Tests(check)
        #expect(score == SubmissionResult.Tests(status: .fail, caught: 1, mutants: 3, requiredMissed: ["view-called-on-main"], unsoundTests: 1))
        #expect(SubmissionResult.Tests(nil) == nil)
    }

    // MARK: merging

    /// A results folder as a shard of `count` would write it, without compiling anything.
    func shard(_ index: Int, of count: Int, names: [String], kata kataID: String = "leaky-presenter", timeout: Double = 4,
               alsoGrading extra: [String] = []) throws -> ResultsFolder {
        let folder = ResultsFolder(temporaryFolder("shard"))
        let shard = Shard(index: index, count: count)
        let mine = shard.slice(names) + extra
        let results = mine.map { SubmissionResult(submission: $0, kata: kataID, status: .fail, files: .init(graded: [], ignored: [])) }
        for result in results { try folder.write(result) }
        let manifest = ResultsFolder.Manifest(kata: kataID, shard: shard, submissions: names, graded: mine,
                                              checks: [.init(id: "view-is-weak", title: "weak")],
                                              bounds: .init(timeoutSeconds: timeout, memoryMB: 1024, cpuSeconds: 20))
        try folder.finish(manifest: manifest, results: results, timings: Dictionary(uniqueKeysWithValues: mine.map { ($0, 1.5) }), summaries: CohortSummaryRenderer())
        return folder
    }

    func mergeError(_ folders: [ResultsFolder]) -> String {
        do {
            _ = try ResultsMerger(summaries: CohortSummaryRenderer()).merge(folders, into: ResultsFolder(temporaryFolder("merged")))
            return "merged"
        } catch {
            return KataCLI.words(for: KataCLI.worded(error))
        }
    }

    @Test func theMergeRefusesWhatWouldNotAddUp() throws {
        let names = ["ann", "ben", "cy", "dee", "eve"]
        let one = try shard(1, of: 2, names: names)
        let two = try shard(2, of: 2, names: names)
        #expect(mergeError([one, two]) == "merged")
        #expect(mergeError([one]).contains("shard 2/2 is missing"))
        #expect(mergeError([one, one]).contains("shard 1/2 is given twice"))
        #expect(mergeError([one, try shard(2, of: 2, names: names, kata: "menu-presenter")]).contains("mixed katas"))
        #expect(mergeError([one, try shard(2, of: 3, names: names)]).contains("same number of slices"))
        #expect(mergeError([one, try shard(2, of: 2, names: names + ["fay"])]).contains("different submission folders"))
        #expect(mergeError([one, try shard(2, of: 2, names: names, timeout: 1)]).contains("other bounds"))
        #expect(mergeError([one, ResultsFolder(temporaryFolder("plain"))]).contains("not a results folder"))
        #expect(mergeError([]).contains("needs the results folders"))

        // The same submission in two folders (a result copied in by hand, say) is a duplicate.
        #expect(mergeError([one, try shard(2, of: 2, names: names, alsoGrading: ["ann"])]).contains("duplicate result: ann is graded in both"))
        #expect(mergeError([try shard(1, of: 1, names: names), try shard(1, of: 1, names: names)]).contains("shard 1/1 is given twice"))

        // A result file gone missing, or one that is not what the manifest says.
        try FileManager.default.removeItem(at: two.resultFile("ben"))
        #expect(mergeError([one, two]).contains("ben.json is missing"))
        try Data("{}".utf8).write(to: two.resultFile("ben"))
        #expect(mergeError([one, two]).contains("cannot be read"))
    }

    @Test func theMergedFolderIsTheWholeOneByteForByte() throws {
        let names = ["ann", "ben", "cy", "dee", "eve"]
        let whole = try shard(1, of: 1, names: names)
        let merged = ResultsFolder(temporaryFolder("merged"))
        let results = try ResultsMerger(summaries: CohortSummaryRenderer()).merge([try shard(3, of: 3, names: names), try shard(1, of: 3, names: names), try shard(2, of: 3, names: names)], into: merged)
        #expect(results.map(\.submission) == names)
        for name in try FileManager.default.contentsOfDirectory(atPath: whole.url.path) {
            #expect(try Data(contentsOf: whole.url.appendingPathComponent(name)) == Data(contentsOf: merged.url.appendingPathComponent(name)), "\(name)")
        }
        #expect(merged.readTimings() == Dictionary(uniqueKeysWithValues: names.map { ($0, 1.5) }))
    }

    @Test func aShardStoppedHalfWayIsIncompleteAndCanBeGradedAgain() throws {
        let names = ["ann", "ben", "cy"]
        let stopped = ResultsFolder(temporaryFolder("stopped"))
        let manifest = ResultsFolder.Manifest(kata: "leaky-presenter", shard: Shard(index: 2, count: 2), submissions: names, graded: ["ben"],
                                              checks: [.init(id: "view-is-weak", title: "weak")],
                                              bounds: .init(timeoutSeconds: 4, memoryMB: 1024, cpuSeconds: 20))
        try stopped.prepare()
        try stopped.begin(manifest)
        try stopped.write(SubmissionResult(submission: "ben", kata: "leaky-presenter", status: .pass, files: .init(graded: [], ignored: [])))
        #expect(mergeError([try shard(1, of: 2, names: names), stopped]).contains("incomplete: no results for ben"))
        try stopped.prepare()
        #expect(try FileManager.default.contentsOfDirectory(atPath: stopped.url.path).isEmpty)
    }

    @Test func aResultsFolderIsOnlyReplacedWhenKataGradeWroteIt() throws {
        let foreign = temporaryFolder("foreign")
        try "keep me\n".write(to: foreign.appendingPathComponent("thesis.txt"), atomically: true, encoding: .utf8)
        #expect(throws: CohortProblem.resultsFolderIsForeign(path: foreign.path, manifest: ResultsFolder.manifestName)) { try ResultsFolder(foreign).prepare() }
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("thesis.txt").path))

        let earlier = try shard(1, of: 1, names: ["old"])
        try ResultsFolder(earlier.url).prepare()
        #expect(try FileManager.default.contentsOfDirectory(atPath: earlier.url.path).isEmpty)
    }

    // MARK: summaries

    @Test func csvFieldsAreQuotedAndFormulasDefused() {
        #expect(CSVField.quote("plain") == "plain")
        #expect(CSVField.quote("a, b") == "\"a, b\"")
        #expect(CSVField.quote("say \"hi\"\nthere") == "\"say \"\"hi\"\"\nthere\"")
        #expect(CSVField.quote("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(CSVField.quote("-12") == "-12")
        for text in ["plain", "a, b", "=SUM(A1)", "@x", "say \"hi\""] {
            #expect(CSVField.unquote(CSVField.quote(text)) == text)
        }
    }

    @Test func theHTMLSummaryEscapesCandidateTextAndNeedsNoNetwork() throws {
        let manifest = ResultsFolder.Manifest(kata: "leaky-presenter", shard: .whole, submissions: ["<b>x</b>"], graded: ["<b>x</b>"],
                                              checks: [.init(id: "view-is-weak", title: "weak \"view\"")],
                                              bounds: .init(timeoutSeconds: 4, memoryMB: 1024, cpuSeconds: 20))
        let result = SubmissionResult(submission: "<b>x</b>", kata: "leaky-presenter", status: .invalid,
                                      error: "<script>alert(1)</script> is missing", files: .init(graded: [], ignored: []))
        let html = CohortSummaryRenderer().html(CohortSummary(manifest: manifest, results: [result]))
        #expect(!html.contains("<script") && !html.contains("<b>x</b>"))
        #expect(html.contains("&lt;b&gt;x&lt;/b&gt;") && html.contains("href=\"%3Cb%3Ex%3C/b%3E.json\""))
        #expect(html.contains("<html lang=\"en\">") && html.contains("<th scope=\"col\">") && html.contains("⚠ not gradable"))
        #expect(!html.contains("http"))
    }

    @Test func theHTMLSummaryListsEveryFailingCheckOverOneDenominator() {
        let checks: [ResultsFolder.Manifest.CheckColumn] = [.init(id: "view-is-weak", title: "weak"), .init(id: "main-thread", title: "main"), .init(id: "your-tests", title: "tests")]
        let manifest = ResultsFolder.Manifest(kata: "leaky-presenter", shard: .whole, submissions: ["a", "b"], graded: ["a", "b"], checks: checks,
                                              bounds: .init(timeoutSeconds: 4, memoryMB: 1024, cpuSeconds: 20))
        let withTests = SubmissionResult(submission: "a", kata: "leaky-presenter", status: .fail, checks: [
            CheckResult(id: "view-is-weak", stage: 1, title: "weak", status: .fail, message: "the view stays alive\nmore"),
            CheckResult(id: "main-thread", stage: 2, title: "main", status: .crash, message: "your code crashed"),
            CheckResult(id: "your-tests", stage: 5, title: "tests", status: .pass),
        ], files: .init(graded: [], ignored: []))
        let withoutTests = SubmissionResult(submission: "b", kata: "leaky-presenter", status: .pass, checks: [
            CheckResult(id: "view-is-weak", stage: 1, title: "weak", status: .pass),
            CheckResult(id: "main-thread", stage: 2, title: "main", status: .pass),
        ], files: .init(graded: [], ignored: []))
        let html = CohortSummaryRenderer().html(CohortSummary(manifest: manifest, results: [withTests, withoutTests]))
        #expect(html.contains("<td>1 of 3</td>") && html.contains("<td>2 of 3</td>"), "one denominator, with tests or without")
        #expect(html.contains("<li>view-is-weak: the view stays alive</li><li>main-thread: your code crashed</li>"), "every failing check, not only the first")
        #expect(html.contains("<div class=\"scroll\">"), "a wide table scrolls instead of being cut")
    }

    // MARK: the command line

    func kata(_ arguments: String...) -> (code: Int32, err: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = temporaryFolder("grade-ws").path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment.removeValue(forKey: "KATA_HOME")
        let buffer = OutputBuffer()
        let code = KataCLI.main(arguments: arguments, environment: environment, output: buffer.output, interactive: false)
        return (code, buffer.err)
    }

    @Test func usageErrorsAreClear() throws {
        let submissions = temporaryFolder("subs")
        #expect(kata("grade", "leaky-presenter", submissions.path).err.contains("needs --out"))
        #expect(kata("grade", "leaky-presenter", "--out", "/tmp/x").err.contains("takes a kata and a submissions folder"))
        let badShard = kata("grade", "leaky-presenter", submissions.path, "--out", temporaryFolder("o").path, "--shard", "0/3")
        #expect(badShard.code == 2 && badShard.err.contains("JOB_COMPLETION_INDEX"))
        #expect(kata("grade", "leaky-presenter", submissions.path, "--out", temporaryFolder("o").path, "--jobs", "0").err.contains("--jobs takes a whole number from 1 to 256"))
        #expect(kata("grade", "no-such-kata", submissions.path, "--out", temporaryFolder("o").path).code == 2)
        let inside = kata("grade", "leaky-presenter", submissions.path, "--out", submissions.appendingPathComponent("results").path)
        #expect(inside.code == 2 && inside.err.contains("must not be inside the submissions folder"))
        #expect(kata("grade", "leaky-presenter", "/no/such/folder", "--out", temporaryFolder("o").path).err.contains("is not a folder"))
        #expect(kata("grade", "--merge", "--out", temporaryFolder("o").path).err.contains("needs the results folders"))
        #expect(kata("grade", "--merge", "a", "--shard", "1/2", "--out", temporaryFolder("o").path).err.contains("takes no --shard"))
    }
}
