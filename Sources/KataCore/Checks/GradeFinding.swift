import Foundation

/// One finding of a grade of the learner's tests, in the order the verdict tells them; the CLI
/// words each (`CheckWording`).
package enum GradeFinding: Sendable, Equatable {
    /// How many of the kata's behaviours the tests notice.
    case noticed(Int, of: Int)
    /// The test file has no tests.
    case noTests
    /// A test passed some runs of a correct presenter and failed others (`said`: how).
    case flaky(test: String, presenter: String, said: String)
    /// A test fails on a correct presenter: it assumed away `freedom` of the contract.
    case failsOnCorrect(test: String, presenter: String, freedom: ContractFreedom, said: String)
    /// A behaviour whose mutant could not be judged, and why.
    case couldNotJudge(behaviour: String, detail: String)
    /// A behaviour the tests miss; `required` when the stage needs it.
    case missed(behaviour: String, required: Bool)
    /// How the tests fared on the learner's own presenter.
    case ownPresenter(TestGrade.OwnPresenter)
    /// Advice that does not change the verdict.
    case advice(GradeAdvice)
}
