import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// A cohort whose first candidate attacks the others: it reads and rewrites their submissions
/// before they are graded, and leaves a grandchild in a session of its own that rewrites the
/// summary and another candidate's result after grading has ended. Every other candidate's result
/// is what it is graded alone; the screen refuses the attacker; with the screen off, the sandbox
/// alone keeps the others whole.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct HostileCohortTests {
    let kata = try! Repository.catalog.kata("leaky-presenter")
    static let cache = temporaryFolder("hostile-cohort-cache")

    func solution() throws -> String {
        try String(contentsOf: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"), encoding: .utf8)
    }

    /// The attacker's presenter: the solution with the attack in its initializer.
    func attacker(submissions: URL, results: URL) throws -> String {
        let attack = """
                for name in ["correct", "wrong"] {
                    let path = "\(submissions.path)/" + name + "/OrdersPresenter.swift"
                    _ = try? String(contentsOfFile: path, encoding: .utf8)
                    try? "final class Broken {}".write(toFile: path, atomically: true, encoding: .utf8)
                }
                let later = Process()
                later.executableURL = URL(fileURLWithPath: "/bin/sh")
                later.arguments = ["-c", "setsid sh -c 'sleep 1.5; echo forged > \(results.path)/summary.csv; echo forged > \(results.path)/correct.json' >/dev/null 2>&1 </dev/null &"]
                try? later.run()
                usleep(20_000)

        """
        let marker = "        self.now = now\n"
        return try solution().replacingOccurrences(of: marker, with: marker + attack)
    }

    func cohort() throws -> (submissions: URL, results: URL) {
        let root = temporaryFolder("hostile-cohort")
        let submissions = root.appendingPathComponent("submissions")
        let results = root.appendingPathComponent("results")
        func write(_ name: String, _ text: String) throws {
            let folder = submissions.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("OrdersPresenter.swift"), atomically: true, encoding: .utf8)
        }
        try write("aaa-attacker", try attacker(submissions: submissions, results: results))
        try write("correct", try solution())
        try write("wrong", try solution().replacingOccurrences(of: "guard orders.indices.contains(index) else { return }", with: ""))
        return (submissions, results)
    }

    func grade(screened: Bool, jobs: Int = 1) throws -> (results: ResultsFolder, outcome: CohortGrader.Outcome, alone: [String: [String]]) {
        let (submissions, results) = try cohort()
        // A cache of its own: the hostile corpus looks for left-over test processes by theirs.
        var runner = try KataVerificationTests.runner(cache: Self.cache)
        runner.environment.screensCalls = screened
        let checks = ["view-is-weak", "stale-index", "return-rule"]
        // Alone: each of the others graded by itself, before the attacker ever runs.
        var alone: [String: [String]] = [:]
        for name in ["correct", "wrong"] {
            let source = try LearnerSource.read(name: "OrdersPresenter.swift", from: submissions.appendingPathComponent("\(name)/OrdersPresenter.swift"))
            let report = try runner.run(kata, sources: [source], checks: checks.map { kata.check(id: $0)! })
            alone[name] = report.checks.map { "\($0.id)=\($0.status.rawValue)" }.sorted()
        }
        var cohortKata = self.kata
        cohortKata.checks = cohortKata.checks.filter { checks.contains($0.id) }
        let grader = CohortGrader(kata: cohortKata, runner: runner, jobs: jobs, summaries: CohortSummaryRenderer())
        let folder = ResultsFolder(results)
        let outcome = try grader.grade(submissions, into: folder)
        // The grandchild's time to strike.
        usleep(2_500_000)
        return (folder, outcome, alone)
    }

    func expectOthersWhole(_ graded: (results: ResultsFolder, outcome: CohortGrader.Outcome, alone: [String: [String]])) throws {
        for name in ["correct", "wrong"] {
            let result = try #require(graded.outcome.results.first { $0.submission == name })
            #expect(result.checks.map { "\($0.id)=\($0.status.rawValue)" }.sorted() == graded.alone[name], "\(name): graded beside the attacker")
            let written = try String(contentsOf: graded.results.resultFile(name), encoding: .utf8)
            #expect(!written.contains("forged"), "\(name).json was rewritten after grading")
        }
        #expect(graded.alone["correct"]?.allSatisfy { $0.hasSuffix("=pass") } == true)
        #expect(graded.alone["wrong"]?.contains("stale-index=crash") == true)
        let summary = try String(contentsOf: graded.results.url.appendingPathComponent("summary.csv"), encoding: .utf8)
        #expect(!summary.contains("forged"), "summary.csv was rewritten after grading")
    }

    @Test func theScreenRefusesTheAttackerAndTheOthersAreWhole() throws {
        let graded = try grade(screened: true)
        let attacker = try #require(graded.outcome.results.first { $0.submission == "aaa-attacker" })
        #expect(attacker.status == .refused)
        #expect(attacker.error?.hasPrefix("not graded: `") == true, "\(attacker.error ?? "no reason")")
        try expectOthersWhole(graded)
    }

    @Test(.enabled(if: HostileCodeTests.sandbox.isSandboxed, "needs bubblewrap (run .ci/setup): with the screen off only the sandbox keeps the others whole"))
    func theSandboxAloneKeepsTheOthersWhole() throws {
        let graded = try grade(screened: false)
        let attacker = try #require(graded.outcome.results.first { $0.submission == "aaa-attacker" })
        #expect(attacker.status != .refused, "with the screen off the attacker's code runs")
        try expectOthersWhole(graded)
    }
}
