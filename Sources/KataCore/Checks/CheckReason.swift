import Foundation

/// Why a check has the verdict it has, as a value with its data; the CLI words it
/// (`CheckWording`), so the core names no command and writes no sentence.
package enum CheckReason: Sendable, Equatable {
    /// Not run: nobody asked for it, or nothing reached it.
    case notRun
    /// Not run: the learner's code does not compile.
    case codeDoesNotCompile
    /// Not run: a check of the learner's own tests without their test file, which belongs in
    /// `folder` of the kata folder.
    case noTestFile(folder: String)
    /// The check's suite does not build against the learner's code: the stage needs `needs`
    /// (nil: what its brief describes), and the compiler's first distinct errors.
    case contractMissing(stage: Int, needs: String?, compilerSaid: [String])
    /// A compile-only check failed: the kata's own words for it, if any, and the compiler's first error.
    case doesNotCompileUnderSettings(failMessage: String?, compilerSaid: String?)
    /// The test process ended before any check started.
    case checksCouldNotStart(CrashReport.Cause)
    /// None of the check's tests started.
    case checkTestsDidNotRun
    /// A test of the check hung (or crashed) in the learner's code; `function` when no line is known.
    case interrupted(hung: Bool, cause: CrashReport.Cause, function: String?)
    /// A test of the check started but did not end.
    case didNotRunToEnd
    /// A probe the code should reject compiled: the kata's words for the rule (`says`).
    case probeCompiled(says: String)
    /// A probe was rejected, but not for its rule: the kata's words, and the compiler's first error.
    case probeRejectedOtherwise(says: String, compilerSaid: String?)
    /// The check's own failure messages, the first few distinct ones.
    case failures([String])
    /// The learner's test file is written with XCTest.
    case testsWrongFramework
    /// The learner's test program stopped before any test ran on the reference solution.
    case testsStoppedBeforeAnyTest(CrashReport.Cause)
    /// The learner's tests do not compile; `outsideContract` when the error says they use what the
    /// contract does not promise.
    case testsDoNotCompile(compilerSaid: String?, outsideContract: Bool)
    /// The learner's tests were graded: the verdict's findings, in the order they are told.
    case graded([GradeFinding])
    /// Not run: the code (or the test file) calls what it has no need for (`SymbolScreen`).
    case notGraded(SymbolScreen.Refusal)
}

/// Something worth knowing about a check run that is not a check's verdict.
package enum RunNote: Sendable, Equatable {
    /// The learner's code was not screened for calls (`SymbolScreen`): the tools that list a
    /// module's symbols were not found.
    case notScreened
    /// The learner's code printed more than the run keeps (`kilobytes` KB); only the end was kept.
    case outputCut(kilobytes: Int)
    /// The Swift compiler crashed on the learner's code (its bug, not theirs); told as the
    /// failed build's one error, at the learner's first file.
    case compilerCrashed
    /// The learner's `@main` clashes with the checks' entry point at link time; told as the
    /// error at its line (`DiagnosticMapper.entryPointClash`).
    case mainAttribute
    /// The learner's code defines a `main` symbol (without `@main`) that clashes with the checks'
    /// entry point; told as the error at their first file.
    case mainSymbol
}

/// Words for the core's typed reasons; given by the CLI (`CheckWords`) to whatever writes a
/// report (the runner fills each result's `message` with them before any renderer reads it).
package protocol CheckWording: Sendable {
    func sentence(for reason: CheckReason) -> String
    func sentence(for own: TestGrade.OwnPresenter) -> String
    func sentence(for advice: GradeAdvice) -> String
    func sentence(for refusal: SymbolScreen.Refusal) -> String
    func sentence(for note: RunNote) -> String
    func sentence(for cause: CrashReport.Cause) -> String
    func sentence(for trouble: TestGrade.MutantTrouble) -> String
    /// A correct presenter's verdict on one test, in words (nil for a pass).
    func message(for verdict: TestGrade.PresenterVerdict) -> String?
    /// An error that stopped a run (a `KataError`, an `EnvironmentProblem`'s, a `SubmissionProblem`), in words.
    func message(for error: any Error) -> String
}

extension CheckResult {
    /// This result with its reason (and its grade's own-presenter verdict and advice) in words.
    package func worded(by wording: any CheckWording) -> CheckResult {
        var result = self
        if let reason { result.message = wording.sentence(for: reason) }
        if var grade = result.grade {
            if let own = grade.own { grade.ownPresenter = wording.sentence(for: own) }
            if !grade.advice.isEmpty { grade.warnings = grade.advice.map { wording.sentence(for: $0) } }
            for test in grade.tests.indices {
                for run in grade.tests[test].correct.indices {
                    grade.tests[test].correct[run].message = wording.message(for: grade.tests[test].correct[run])
                }
            }
            for mutant in grade.mutants.indices {
                if let trouble = grade.mutants[mutant].trouble { grade.mutants[mutant].detail = wording.sentence(for: trouble) }
            }
            result.grade = grade
        }
        return result
    }
}

extension KataReport {
    /// This report with every check's reason in words.
    package func worded(by wording: any CheckWording) -> KataReport {
        var report = self
        report.checks = checks.map { $0.worded(by: wording) }
        return report
    }
}
