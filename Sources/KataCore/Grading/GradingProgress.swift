import Foundation

/// A correct presenter's verdict on the learner's tests, told as soon as its runs are in (before
/// the whole grade); the CLI words it.
package enum GradingProgress: Sendable, Equatable {
    /// The tests could not run on this presenter.
    case couldNotRun(presenter: String)
    /// All `tests` pass on it.
    case allPass(presenter: String, tests: Int)
    /// `failing` (their names) of `of` tests fail on it.
    case someFail(presenter: String, failing: [String], of: Int)
}
