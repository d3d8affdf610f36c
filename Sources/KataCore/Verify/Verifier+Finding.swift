import Foundation

extension Verifier {
    /// One thing the proof found, as values: what it is about, whether it holds, and what was seen.
    /// The CLI says it in words (`VerifyWords`).
    package struct Finding: Sendable, Equatable {
        package var subject: Subject
        package var ok: Bool
        package var detail: Detail

        /// A kata's file that is wrong, when that is what the finding is.
        package var problem: AuthoringProblem? {
            if case let .problem(problem) = detail { return problem }
            return nil
        }
    }

    /// What a finding is about.
    package enum Subject: Sendable, Equatable {
        /// kata.json, the prose and the files they name.
        case files
        /// The reference solution; `run` of `runs` when the proof plays it more than once.
        case solution(run: Int?, of: Int)
        case starter
        case mutant(id: String, description: String)
        case alternative(id: String, description: String)
        case modelTests
        case starterTests
        case coverage
        /// A correct presenter in the audit of the model (`--deep`): the solution (`alternative`
        /// nil) or an alternative, at `scale` times the sequences.
        case deep(alternative: String?, scale: Int)
    }

    /// What a finding saw, with its data.
    package enum Detail: Sendable, Equatable {
        case filesValid
        case problem(AuthoringProblem)
        /// Passed all `checks` (in `seconds`, said in the deep audit).
        case passesAll(checks: Int, seconds: Double?)
        /// The checks that did not pass, and the compiler's errors.
        case failing(Failures)
        case sameVerdict(runs: Int)
        /// A mutant failed exactly the checks it names.
        case failsAsDeclared([String])
        /// An alternative passed every check, `runs` runs in a row.
        case alternativePasses(runs: Int)
        /// A mutant or an alternative failed other checks than `expected`: it passed `passes`,
        /// and `trouble` says what else; `run` of `runs` is the run that showed it (an alternative's).
        case wrongFailures(expected: [String], passes: [String], trouble: Trouble?, run: Int?, of: Int)
        case starterDoesNotCompile(Failures)
        case starterFailsAll(checks: Int)
        case starterPasses([String])
        /// The test-writing check names no test file.
        case noTestFile(check: String)
        case noVerdict(check: String, round: Int)
        case modelTestsPass(behaviours: Int, bugs: Int, round: Int, of: Int)
        /// The model tests passed but did not notice these behaviours (with the mutants they missed).
        case modelTestsMiss([MissedBehaviour], round: Int)
        /// The model tests did not pass: the check's message (or, without one, its verdict).
        case modelTestsFail(message: String?, status: CheckStatus, round: Int)
        case requiredNotBehavioural(kata: String, mutants: [String])
        case skeletonPasses
        case skeletonDoesNotPass
        /// The skeleton does not compile; `message` is the check's.
        case skeletonDoesNotCompile(message: String?)
        case everyCheckCaught
        case uncaughtChecks([String])
    }

    /// What else a wrong variant did: it did not compile, or it also failed other checks.
    package enum Trouble: Sendable, Equatable {
        case doesNotCompile(Failures)
        case alsoFails(Failures)
    }

    /// A behaviour the model tests did not notice, and the mutants of it they missed.
    package struct MissedBehaviour: Sendable, Equatable {
        package var id: String
        package var mutants: [String]
    }

    /// A run's checks that did not pass and its compiler diagnostics, as the finding quotes them.
    package struct Failures: Sendable, Equatable {
        package var checks: [CheckResult]
        package var diagnostics: [Diagnostic]
    }
}
