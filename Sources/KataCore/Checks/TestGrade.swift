import Foundation

/// How the learner's own tests fared: against each correct presenter (where every test must
/// pass) and against each mutant (caught when a test that passes on every correct presenter fails
/// on it).
package struct TestGrade: Sendable, Codable, Equatable {
    /// One of the learner's tests.
    package struct TestResult: Sendable, Codable, Equatable {
        /// `Suite/name()` as the learner wrote it.
        package var name: String
        package var line: Int?
        /// Passed every run on every correct presenter: only such a test can catch a bug.
        package var sound: Bool
        /// One verdict per correct presenter, in the kata's order (the solution first).
        package var correct: [PresenterVerdict]
        /// The bugs (mutant ids) this test caught.
        package var caught: [String]
    }

    /// What a failed run of a test said: the test's own failure message, or why its process stopped.
    package enum Said: Sendable, Equatable {
        case failure(String)
        case stopped(CrashReport.Cause)
    }

    package struct PresenterVerdict: Sendable, Codable, Equatable {
        package enum Status: String, Sendable, Codable { case pass, fail, flaky, crash, timeout }
        /// Which correct presenter, in words ("the reference solution", "a correct presenter (…)").
        package var presenter: String
        package var status: Status
        /// `said` (and for a flaky test its runs) in words, once worded (`CheckResult.worded`).
        package var message: String?
        /// What the first failed run said (not in JSON: `message` is).
        package var said: Said?
        /// For a flaky test: how many runs passed, of how many (not in JSON).
        package var passedRuns: Int?
        package var runs: Int?

        enum CodingKeys: String, CodingKey { case presenter, status, message }

        init(presenter: String, status: Status, said: Said? = nil, passedRuns: Int? = nil, runs: Int? = nil) {
            self.presenter = presenter
            self.status = status
            self.said = said
            self.passedRuns = passedRuns
            self.runs = runs
        }
    }

    /// Why a mutant could not be judged.
    package enum MutantTrouble: Sendable, Equatable {
        case testsDoNotCompile
        case couldNotRun(CrashReport.Cause)
        /// A test that fails on a correct presenter stopped the run.
        case stoppedByUnsoundTest(CrashReport.Cause)
    }

    package struct MutantResult: Sendable, Codable, Equatable {
        package enum Status: String, Sendable, Codable { case caught, missed, error }
        package var id: String
        /// The mistake the mutant stands for, in words.
        package var description: String
        package var required: Bool
        package var status: Status
        /// Why a mutant could not be judged (`error`), in words once worded.
        package var detail: String?
        /// `detail` as a value (not in JSON).
        package var trouble: MutantTrouble?

        enum CodingKeys: String, CodingKey { case id, description, required, status, detail }
    }

    /// One behaviour of the contract (`Behaviour`): noticed when every one of its mutants is caught.
    package struct BehaviourResult: Sendable, Codable, Equatable {
        package enum Status: String, Sendable, Codable { case noticed, missed, error }
        package var id: String
        /// The rule, in words (never code).
        package var words: String
        package var required: Bool
        package var status: Status
        /// The mutants of this behaviour the tests did not catch.
        package var missedMutants: [String]
        /// All of this behaviour's mutants (nil in a grade kept before they were recorded).
        package var mutants: [String]?
    }

    /// How the tests fared on the learner's own presenter (told for information only).
    package enum OwnPresenter: Sendable, Equatable {
        /// It does not compile, so the tests were not run on it.
        case doesNotCompile
        /// The test program could not run on it, and why.
        case couldNotRun(CrashReport.Cause)
        /// Every test passes on it.
        case passes
        /// `failing` (the first few) of `of` tests fail on it; `count` in all.
        case fails(count: Int, of: Int, failing: [String])
        /// The tests were not run on it.
        case notRun
    }

    package var tests: [TestResult]
    /// What the learner is scored on: the behaviours their tests notice.
    package var behaviours: [BehaviourResult] = []
    package var mutants: [MutantResult]
    /// The learner's own presenter, for information: their tests pass on it, or what fails.
    package var ownPresenter: String?
    /// Advice that does not change the verdict (sleeping on the real clock, for example).
    package var warnings: [String]
    /// `ownPresenter` as a value, before it is worded (not in JSON).
    package var own: OwnPresenter?
    /// `warnings` as values, before they are worded (not in JSON).
    package var advice: [GradeAdvice] = []

    enum CodingKeys: String, CodingKey { case tests, behaviours, mutants, ownPresenter, warnings }

    init(tests: [TestResult], behaviours: [BehaviourResult] = [], mutants: [MutantResult], ownPresenter: String?, warnings: [String],
         own: OwnPresenter? = nil, advice: [GradeAdvice] = []) {
        self.tests = tests
        self.behaviours = behaviours
        self.mutants = mutants
        self.ownPresenter = ownPresenter
        self.warnings = warnings
        self.own = own
        self.advice = advice
    }

    package var caughtCount: Int { mutants.filter { $0.status == .caught }.count }
    package var noticedCount: Int { behaviours.filter { $0.status == .noticed }.count }
    package var missedRequired: [BehaviourResult] { behaviours.filter { $0.required && $0.status != .noticed } }
    package var unsoundTests: [TestResult] { tests.filter { !$0.sound } }
}
