import Foundation

/// The cohort at a glance, as values: one row per submission, one column per check. The CLI
/// writes it as `summary.csv` (for a spreadsheet) and `summary.html` (`CohortSummaryPages` in
/// KataCLI/Reports); the grading and a merge are given that writer (`CohortSummaryWriting`), so the
/// folder's files are written in the same order as before, the manifest last.
package struct CohortSummary: Sendable {
    package var manifest: ResultsFolder.Manifest
    /// Sorted by submission name.
    package var results: [SubmissionResult]

    package init(manifest: ResultsFolder.Manifest, results: [SubmissionResult]) {
        self.manifest = manifest
        self.results = results.sorted { $0.submission < $1.submission }
    }

    /// Whether any submission's review was scored (the summaries then have its column).
    package var hasReview: Bool { results.contains { $0.review != nil } }
    /// Whether any submission's own tests were graded (the summaries then have their column).
    package var hasTests: Bool { results.contains { $0.tests != nil } }

    /// The verdict of `check` in `result`, as its raw value; empty where it was not run.
    package func status(of check: String, in result: SubmissionResult) -> String {
        result.checks.first { $0.id == check }?.status.rawValue ?? ""
    }
}

/// Writes a cohort's summaries in words (the CLI's `CohortSummaryPages`): the core has the values.
package protocol CohortSummaryWriting: Sendable {
    /// `summary.csv`.
    func csv(_ summary: CohortSummary) -> String
    /// `summary.html`.
    func html(_ summary: CohortSummary) -> String
}
