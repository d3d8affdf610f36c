import Testing
@testable import KataCLI
@testable import KataCore

/// The findings of `kata verify` are values in the core and sentences in the CLI (`VerifyWords`):
/// each subject and each detail, with sample data, says the very words the verifier wrote before
/// they were typed (the expected texts below are the old format strings filled in by hand).
@Suite struct VerifyWordsTests {
    typealias Subject = Verifier.Subject
    typealias Detail = Verifier.Detail

    static let subjects: [(Subject, String)] = [
        (.files, "files"),
        (.solution(run: nil, of: 1), "solution"),
        (.solution(run: nil, of: 3), "solution"),
        (.solution(run: 2, of: 3), "solution (run 2 of 3)"),
        (.starter, "starter"),
        (.mutant(id: "drops-weak", description: "the view is held strongly"), "mutant drops-weak (the view is held strongly)"),
        (.alternative(id: "uses-task", description: "a Task instead of a callback"), "alternative uses-task (a Task instead of a callback)"),
        (.modelTests, "model tests"),
        (.starterTests, "starter tests"),
        (.coverage, "coverage"),
        (.deep(alternative: nil, scale: 850), "solution (deep, 850× the sequences)"),
        (.deep(alternative: "uses-task", scale: 2), "alternative uses-task (deep, 2× the sequences)"),
    ]

    static let weak = CheckResult(id: "view-is-weak", stage: 1, title: "weak", status: .fail, message: "the view stays alive")
    static let crash = CheckResult(id: "main-thread", stage: 2, title: "main", status: .crash)
    static let diagnostics = [
        Diagnostic(file: "A.swift", line: 3, column: 1, severity: .error, message: "cannot find 'x' in scope"),
        Diagnostic(file: "A.swift", line: 4, column: 1, severity: .warning, message: "unused"),
        Diagnostic(file: "A.swift", line: 5, column: 1, severity: .error, message: "e2"),
        Diagnostic(file: "B.swift", line: 6, column: 1, severity: .error, message: "e3"),
        Diagnostic(file: "B.swift", line: 7, column: 1, severity: .error, message: "e4"),
    ]
    static let failing = Verifier.Failures(checks: [weak, crash], diagnostics: diagnostics)
    static let errors = Verifier.Failures(checks: [], diagnostics: diagnostics)
    static let failingWords = "view-is-weak [fail] the view stays alive; main-thread [crash] ; A.swift:3: cannot find 'x' in scope; A.swift:5: e2; B.swift:6: e3"
    static let errorWords = "A.swift:3: cannot find 'x' in scope; A.swift:5: e2; B.swift:6: e3"

    static let details: [(Detail, String)] = [
        (.filesValid, "kata.json, the prose and every file they name are valid"),
        (.problem(AuthoringProblem(file: "Katas/demo/kata.json", field: "order", .formatUnsupported(2, supported: 1))), "Katas/demo/kata.json: order: is 2; this runner reads format 1"),
        (.passesAll(checks: 10, seconds: nil), "passes all 10 checks"),
        (.passesAll(checks: 10, seconds: 41.6), "passes all 10 checks (42 s)"),
        (.failing(failing), failingWords),
        (.sameVerdict(runs: 3), "the same verdict 3 runs in a row"),
        (.failsAsDeclared(["main-thread", "view-is-weak"]), "fails main-thread, view-is-weak"),
        (.alternativePasses(runs: 1), "passes every check"),
        (.alternativePasses(runs: 3), "passes every check, 3 runs in a row"),
        (.wrongFailures(expected: ["a", "b"], passes: ["b"], trouble: nil, run: nil, of: 1), "should fail exactly a, b; passes b"),
        (.wrongFailures(expected: ["a"], passes: [], trouble: .doesNotCompile(errors), run: nil, of: 1), "should fail exactly a; does not compile: " + errorWords),
        (.wrongFailures(expected: ["a"], passes: ["a"], trouble: .alsoFails(.init(checks: [weak], diagnostics: [])), run: nil, of: 1),
         "should fail exactly a; passes a; also fails view-is-weak [fail] the view stays alive"),
        (.wrongFailures(expected: [], passes: [], trouble: .alsoFails(.init(checks: [crash], diagnostics: [])), run: 2, of: 3),
         "should fail exactly ; also fails main-thread [crash]  (in run 2 of 3)"),
        (.starterDoesNotCompile(errors), "does not compile, so a learner starts with no check at all: " + errorWords),
        (.starterFailsAll(checks: 10), "compiles and fails all 10 checks"),
        (.starterPasses(["a", "b"]), "passes checks it should fail: a, b"),
        (.noTestFile(check: "your-tests"), "the check your-tests names no testFile"),
        (.noVerdict(check: "your-tests", round: 2), "in round 2: the grading gave no verdict for your-tests"),
        (.modelTestsPass(behaviours: 6, bugs: 9, round: 1, of: 1), "pass on every correct presenter and notice all 6 behaviours (9 bugs)"),
        (.modelTestsPass(behaviours: 6, bugs: 9, round: 2, of: 5), "pass on every correct presenter and notice all 6 behaviours (9 bugs), round 2 of 5"),
        (.modelTestsMiss([.init(id: "b1", mutants: ["m1", "m2"]), .init(id: "b2", mutants: ["m3"])], round: 3), "in round 3: they miss b1 (m1, m2); b2 (m3)"),
        (.modelTestsFail(message: "line one\nline two", status: .fail, round: 1), "in round 1: line one; line two"),
        (.modelTestsFail(message: nil, status: .timeout, round: 2), "in round 2: timeout"),
        (.requiredNotBehavioural(kata: "demo", mutants: ["m1", "m2"]), "required mutants that are not behavioural mutants of demo: m1, m2"),
        (.skeletonPasses, "the skeleton passes the test-writing check"),
        (.skeletonDoesNotPass, "the skeleton compiles and does not pass"),
        (.skeletonDoesNotCompile(message: "x.swift:1: error"), "the skeleton does not compile: x.swift:1: error"),
        (.skeletonDoesNotCompile(message: nil), "the skeleton does not compile: "),
        (.everyCheckCaught, "every check is caught failing by a mutant"),
        (.uncaughtChecks(["a", "b"]), "no mutant proves these checks can fail: a, b"),
    ]

    /// How many cases `Verifier.Subject` and `Verifier.Detail` have.
    static let subjectKinds = 9
    static let detailKinds = 22

    @Test func eachSubjectSaysItsWords() {
        for (subject, words) in Self.subjects {
            #expect(subject.words == words, "\(subject)")
        }
    }

    @Test func eachDetailSaysItsSentence() {
        for (detail, sentence) in Self.details {
            #expect(detail.words == sentence, "\(detail)")
        }
    }

    /// The detail's wording is split over two switches, each ending in `default`: a case left out
    /// of both would say nothing.
    @Test func everyKindOfFindingIsSaid() {
        let subjects = Set(Self.subjects.map { String("\($0.0)".prefix { $0 != "(" }) })
        let details = Set(Self.details.map { String("\($0.0)".prefix { $0 != "(" }) })
        #expect(subjects.count == Self.subjectKinds, "\(subjects.sorted())")
        #expect(details.count == Self.detailKinds, "\(details.sorted())")
        #expect(Self.details.allSatisfy { !$0.1.isEmpty })
    }

    /// The line `kata verify` prints after the verdict mark.
    @Test func aFindingNamesItsSubjectBeforeItsDetail() {
        let finding = Verifier.Finding(subject: .mutant(id: "drops-weak", description: "the view is held strongly"), ok: true, detail: .failsAsDeclared(["view-is-weak"]))
        #expect(finding.words == "mutant drops-weak (the view is held strongly): fails view-is-weak")
        let files = Verifier.Finding(subject: .files, ok: false, detail: .problem(AuthoringProblem(file: "Katas/d/kata.json", field: "checks", .noChecks)))
        #expect(files.words == "files: Katas/d/kata.json: checks: is empty; expected at least one check")
        #expect(files.problem == AuthoringProblem(file: "Katas/d/kata.json", field: "checks", .noChecks))
    }
}
