import Foundation
import KataCore

/// The findings of `kata verify` in words, for a kata's author: what a finding is about, and what
/// the proof saw (`Verifier.Finding` is values in the core).
extension Verifier.Finding {
    /// `mutant drops-weak (the view is held strongly): fails view-is-weak`.
    var words: String { "\(subject.words): \(detail.words)" }
}

extension Verifier.Subject {
    var words: String {
        switch self {
        case .files: return "files"
        case let .solution(run?, runs): return "solution (run \(run) of \(runs))"
        case .solution(nil, _): return "solution"
        case .starter: return "starter"
        case let .mutant(id, description): return "mutant \(id) (\(description))"
        case let .alternative(id, description): return "alternative \(id) (\(description))"
        case .modelTests: return "model tests"
        case .starterTests: return "starter tests"
        case .coverage: return "coverage"
        case let .deep(alternative, scale): return "\(alternative.map { "alternative \($0)" } ?? "solution") (deep, \(scale)× the sequences)"
        }
    }
}

extension Verifier.Detail {
    var words: String { runWords ?? testWords ?? "" }

    /// A presenter's runs: the files, the solution, the starter, a variant, the coverage.
    private var runWords: String? {
        switch self {
        case .filesValid: return "kata.json, the prose and every file they name are valid"
        case let .problem(problem): return problem.words
        case let .passesAll(checks, seconds): return "passes all \(checks) checks" + (seconds.map { " (\(String(format: "%.0f", $0)) s)" } ?? "")
        case let .failing(failures): return failures.words
        case let .sameVerdict(runs): return "the same verdict \(runs) runs in a row"
        case let .failsAsDeclared(checks): return "fails \(checks.joined(separator: ", "))"
        case let .alternativePasses(runs): return runs > 1 ? "passes every check, \(runs) runs in a row" : "passes every check"
        case let .wrongFailures(expected, passes, trouble, run, runs):
            return "should fail exactly \(expected.joined(separator: ", "))" + (passes.isEmpty ? "" : "; passes \(passes.joined(separator: ", "))")
                + (trouble?.words ?? "") + (run.map { " (in run \($0) of \(runs))" } ?? "")
        case let .starterDoesNotCompile(failures): return "does not compile, so a learner starts with no check at all: " + failures.words
        case let .starterFailsAll(checks): return "compiles and fails all \(checks) checks"
        case let .starterPasses(checks): return "passes checks it should fail: \(checks.joined(separator: ", "))"
        case .everyCheckCaught: return "every check is caught failing by a mutant"
        case let .uncaughtChecks(checks): return "no mutant proves these checks can fail: \(checks.joined(separator: ", "))"
        default: return nil
        }
    }

    /// The test-writing stage: the model tests and the starter's skeleton.
    private var testWords: String? {
        switch self {
        case let .noTestFile(check): return "the check \(check) names no testFile"
        case let .noVerdict(check, round): return "in round \(round): the grading gave no verdict for \(check)"
        case let .modelTestsPass(behaviours, bugs, round, rounds):
            return "pass on every correct presenter and notice all \(behaviours) behaviours (\(bugs) bugs)" + (rounds > 1 ? ", round \(round) of \(rounds)" : "")
        case let .modelTestsMiss(missed, round):
            return "in round \(round): they miss " + missed.map { "\($0.id) (\($0.mutants.joined(separator: ", ")))" }.joined(separator: "; ")
        case let .modelTestsFail(message, status, round):
            return "in round \(round): " + (message ?? status.rawValue).replacingOccurrences(of: "\n", with: "; ")
        case let .requiredNotBehavioural(kata, mutants): return "required mutants that are not behavioural mutants of \(kata): \(mutants.joined(separator: ", "))"
        case .skeletonPasses: return "the skeleton passes the test-writing check"
        case .skeletonDoesNotPass: return "the skeleton compiles and does not pass"
        case let .skeletonDoesNotCompile(message): return "the skeleton does not compile: \(message ?? "")"
        default: return nil
        }
    }
}

extension Verifier.Trouble {
    /// What follows a wrong variant's `should fail exactly …`.
    var words: String {
        switch self {
        case let .doesNotCompile(failures): return "; does not compile: " + failures.words
        case let .alsoFails(failures): return "; also fails " + failures.words
        }
    }
}

extension Verifier.Failures {
    /// Each check that did not pass with its verdict and message, then the first three compiler errors.
    var words: String {
        var parts = checks.map { "\($0.id) [\($0.status.rawValue)] \($0.message ?? "")" }
        parts += diagnostics.filter { $0.severity == .error }.prefix(3).map { "\($0.file):\($0.line): \($0.message)" }
        return parts.joined(separator: "; ")
    }
}
