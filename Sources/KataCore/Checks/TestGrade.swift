import Foundation

/// How the learner's own tests fared: against each correct presenter (where every test must
/// pass) and against each mutant (caught when a test that passes on every correct presenter fails
/// on it).
public struct TestGrade: Sendable, Codable, Equatable {
    /// One of the learner's tests.
    public struct TestResult: Sendable, Codable, Equatable {
        /// `Suite/name()` as the learner wrote it.
        public var name: String
        public var line: Int?
        /// Passed every run on every correct presenter: only such a test can catch a bug.
        public var sound: Bool
        /// One verdict per correct presenter, in the kata's order (the solution first).
        public var correct: [PresenterVerdict]
        /// The bugs (mutant ids) this test caught.
        public var caught: [String]
    }

    public struct PresenterVerdict: Sendable, Codable, Equatable {
        public enum Status: String, Sendable, Codable { case pass, fail, flaky, crash, timeout }
        /// Which correct presenter, in words ("the reference solution", "a correct presenter (…)").
        public var presenter: String
        public var status: Status
        public var message: String?
    }

    public struct MutantResult: Sendable, Codable, Equatable {
        public enum Status: String, Sendable, Codable { case caught, missed, error }
        public var id: String
        /// The mistake the mutant stands for, in words.
        public var description: String
        public var required: Bool
        public var status: Status
        /// Why a mutant could not be judged (`error`).
        public var detail: String?
    }

    /// One behaviour of the contract (`Behaviour`): noticed when every one of its mutants is caught.
    public struct BehaviourResult: Sendable, Codable, Equatable {
        public enum Status: String, Sendable, Codable { case noticed, missed, error }
        public var id: String
        /// The rule, in words (never code).
        public var words: String
        public var required: Bool
        public var status: Status
        /// The mutants of this behaviour the tests did not catch.
        public var missedMutants: [String]
    }

    public var tests: [TestResult]
    /// What the learner is scored on: the behaviours their tests notice.
    public var behaviours: [BehaviourResult] = []
    public var mutants: [MutantResult]
    /// The learner's own presenter, for information: their tests pass on it, or what fails.
    public var ownPresenter: String?
    /// Advice that does not change the verdict (sleeping on the real clock, for example).
    public var warnings: [String]

    public var caughtCount: Int { mutants.filter { $0.status == .caught }.count }
    public var noticedCount: Int { behaviours.filter { $0.status == .noticed }.count }
    public var missedRequired: [BehaviourResult] { behaviours.filter { $0.required && $0.status != .noticed } }
    public var unsoundTests: [TestResult] { tests.filter { !$0.sound } }
}
