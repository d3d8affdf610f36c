import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The learner test corpus (`Tests/LearnerTestCorpus/<kata>/<case>/`): test files for the
/// test-writing stage, written from the briefs alone by people who had not read the checks, the
/// mutants or the solutions, each graded against the reference solution as the learner's own
/// presenter. A case holds the test file and a `label.json`: `{"expect": "pass"}` (a good suite:
/// sound, and it notices every behaviour the stage needs), or `{"expect": "fail", "missed":
/// [behaviour ids], "unsound": ["Suite/test()"], "why": …}`: a suite that leaves out a needed
/// behaviour must be told it missed exactly those needed ones and be sound; an over-specified one
/// must be told which test fails on a correct presenter.
/// Not in the default run: 14 grades cost about 400 CPU-s, and a learner's own waits make them
/// sensitive to the machine's load (see the corpus README). `KATA_TEST_CORPUS=1` runs it.
@Suite(.tags(.compiler), .startsTheCompiler,
       .enabled(if: ProcessInfo.processInfo.environment["KATA_TEST_CORPUS"] == "1",
                "grades the held-out test files (about 400 CPU-s): KATA_TEST_CORPUS=1 swift test --filter LearnerTestCorpusTests"))
struct LearnerTestCorpusTests {
    struct Label: Decodable, Sendable {
        var expect: String
        var missed: [String]?
        var unsound: [String]?
        var why: String?
    }

    static let root = Repository.root.appendingPathComponent("Tests/LearnerTestCorpus")

    /// Every case; `KATA_CORPUS` narrows the run as for the learner corpus (`CorpusSelection`).
    static var cases: [LearnerCorpusTests.Case] { LearnerCorpusTests.allCases(in: root, selection: .fromEnvironment) }

    @Test(arguments: cases)
    func gradeMatchesTheLabel(_ corpusCase: LearnerCorpusTests.Case) throws {
        let kata = try Repository.catalog.kata(corpusCase.kata)
        let check = try #require(kata.testsCheck)
        let label = try JSONDecoder().decode(Label.self, from: Data(contentsOf: corpusCase.folder.appendingPathComponent("label.json")))
        let tests = try LearnerSource.read(name: check.testFile ?? "", from: corpusCase.folder.appendingPathComponent(check.testFile ?? ""))
        let own = try kata.learnerFiles.map { name in
            try LearnerSource.read(name: name, from: Repository.solutions.appendingPathComponent(kata.id).appendingPathComponent(name))
        }
        let report = try KataVerificationTests.runner().run(kata, sources: own, checks: [check], tests: tests)
        let result = try #require(report.result(check.id))
        let grade = try #require(result.grade, "no grade: \(result.message ?? "")")
        let said = result.message ?? ""
        let unsound = Set(grade.unsoundTests.map(\.name))
        let missed = Set(grade.missedRequired.map(\.id))
        switch label.expect {
        case "pass":
            #expect(result.status == .pass, "a good test file fails: \(said)")
        case "fail":
            #expect(result.status == .fail, "\(label.why ?? "") — passes: \(said)")
            if let wanted = label.missed {
                #expect(missed == Set(wanted), "should miss exactly \(wanted.sorted()), misses \(missed.sorted()): \(said)")
            }
            let wantedUnsound = Set(label.unsound ?? [])
            #expect(unsound == wantedUnsound, "unsound tests should be \(wantedUnsound.sorted()), are \(unsound.sorted()): \(said)")
        default:
            Issue.record("label.json: expect is \"pass\" or \"fail\", not \"\(label.expect)\"")
        }
    }
}
