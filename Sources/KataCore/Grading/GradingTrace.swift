import Foundation

/// What a grading of the learner's tests did and when, for `KATA_TRACE` (the CLI words it): each
/// build and run, with seconds since the grading started (`at`, when it ended).
package enum GradingTrace: Sendable, Equatable {
    /// How a mutant's run ended.
    package enum MutantEnd: Sendable, Equatable {
        /// A sound test failed or crashed on it (`hung`: it ran past the hang bound).
        case caught(by: String, hung: Bool)
        case missed
        case error
    }

    /// Every presenter library is ready.
    case librariesReady(at: Double)
    /// The learner's tests were compiled against the interface of presenter number `interface`
    /// (0: the reference solution's).
    case testsBuilt(interface: Int, succeeded: Bool, seconds: Double, at: Double)
    /// One run of the tests on a correct presenter (or on the learner's own).
    case correctRun(presenter: String, seconds: Double, at: Double)
    /// The run of the tests on one mutant, bounded by `bound` seconds.
    case mutantRun(mutant: String, end: MutantEnd, seconds: Double, cpuSeconds: Double, bound: Double, at: Double)
    /// The grading is over.
    case graded(at: Double)
}
