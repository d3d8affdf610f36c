import Foundation

/// One finding of a grade of the learner's tests, in the order the verdict tells them; the CLI
/// words each (`CheckWording`).
package enum GradeFinding: Sendable, Equatable {
    /// How many of the kata's behaviours the tests notice.
    case noticed(Int, of: Int)
    /// The test file has no tests.
    case noTests
    /// A test passed some runs of a correct presenter and failed others (the verdict says how).
    case flaky(test: String, verdict: TestGrade.PresenterVerdict)
    /// A test fails on a correct presenter: it assumed away `freedom` of the contract.
    case failsOnCorrect(test: String, verdict: TestGrade.PresenterVerdict, freedom: ContractFreedom)
    /// A behaviour whose mutant could not be judged, and why (nil: not known).
    case couldNotJudge(behaviour: String, trouble: TestGrade.MutantTrouble?)
    /// A behaviour the tests miss; `required` when the stage needs it.
    case missed(behaviour: String, required: Bool)
    /// How the tests fared on the learner's own presenter.
    case ownPresenter(TestGrade.OwnPresenter)
    /// Advice that does not change the verdict.
    case advice(GradeAdvice)
}
