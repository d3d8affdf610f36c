import Foundation

/// The last check of a workspace copy (`<kata>/.last-check.json`): what `kata report` shows for the
/// checks when no fresher run is at hand.
package struct LastCheck: Codable, Sendable, Equatable {
    /// The stage the learner had reached when it ran.
    package var stage: Int
    package var at: Date
    package var report: KataReport

    package init(stage: Int, at: Date, report: KataReport) {
        self.stage = stage
        self.at = at
        self.report = report
    }
}
