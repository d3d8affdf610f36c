import Foundation

/// Advice on the learner's test file that does not change its grade, with its data; the CLI
/// words it (`TestFileAdvice` finds it).
package enum GradeAdvice: Sendable, Equatable {
    /// `call` waits on the real clock, at `file:line`.
    case sleeps(file: String, line: Int, call: String)
    /// The tests waited `seconds` in all on `presenters` mutant runs for a call that never came.
    case waited(seconds: Double, presenters: Int)
}

/// The freedom of the contract a test that fails on a correct presenter most likely assumed away.
package enum ContractFreedom: Sendable, Equatable {
    /// Which thread or queue turn a call comes on.
    case thread
    /// Whether a message shows at all.
    case messageShows
    /// The wording of a message.
    case messageWording
    /// How many calls or frames the view gets.
    case callCount
    /// What a presenter leaves unset.
    case unset
    /// None of the above could be told from the failure message.
    case other
}
