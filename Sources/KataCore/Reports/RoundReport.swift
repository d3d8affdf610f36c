import Foundation

/// Everything a report of a mock round shows, as plain values: built once from the workspace
/// (`RoundReport.build`), then rendered as JSON here, or as HTML and Markdown by the CLI
/// (`KataCLI/Reports`). Cohort grading reuses the parts
/// (review, stages, tests, diff) for one submission.
package struct RoundReport: Codable, Sendable, Equatable {
    package struct PhaseLine: Codable, Sendable, Equatable {
        package var kind: String
        package var title: String
        package var minutes: Int
        package var status: String
        package var secondsUsed: Double
        package var startedAt: Date?
        package var endedAt: Date?
        package var overBox: Bool { secondsUsed > Double(minutes) * 60 }
    }

    package struct ReviewItemLine: Codable, Sendable, Equatable {
        package var id: String
        package var title: String
        package var severity: String
        package var found: Bool
        package var points: Double
        package var weight: Int
        /// The candidate's finding that earned it, as written.
        package var words: String?
        package var reviewLine: Int?
        /// The key's explanation.
        package var detail: String
    }

    package struct UnearnedFinding: Codable, Sendable, Equatable {
        package var reviewLine: Int
        package var text: String
        package var why: String
    }

    package struct ReviewSection: Codable, Sendable, Equatable {
        /// Scored from review.md before it was submitted.
        package var draft: Bool
        package var percent: Int
        package var points: Double
        package var maximum: Double
        package var found: Int
        package var total: Int
        package var minutesTaken: Double?
        package var minutesAllowed: Int?
        package var items: [ReviewItemLine]
        package var unearned: [UnearnedFinding]
    }

    package struct CheckLine: Codable, Sendable, Equatable {
        package var id: String
        package var title: String
        /// A `CheckStatus` raw value, or `not-run`.
        package var status: String
        package var message: String?
        package var location: String?
    }

    package struct StageSection: Codable, Sendable, Equatable {
        package var number: Int
        package var title: String
        package var checks: [CheckLine]
    }

    package struct MutantLine: Codable, Sendable, Equatable {
        package var description: String
        package var required: Bool
        /// caught, missed or error.
        package var status: String
    }

    package struct TestsSection: Codable, Sendable, Equatable {
        package var testCount: Int
        package var caught: Int
        package var total: Int
        package var mutants: [MutantLine]
        /// Tests that failed on a correct presenter, so they caught nothing.
        package var unsound: [String]
        package var percent: Int { total == 0 ? 0 : Int((Double(caught) / Double(total) * 100).rounded()) }
    }

    package struct QuestionLine: Codable, Sendable, Equatable {
        package var question: String
        package var answer: String
        /// Nil when it was not asked in this round.
        package var knew: Bool?
    }

    package struct DiffLine: Codable, Sendable, Equatable {
        /// `same`, `added`, `removed`, or `gap` for unchanged lines left out.
        package var kind: String
        package var text: String
    }

    package struct FileDiff: Codable, Sendable, Equatable {
        package var file: String
        package var added: Int
        package var removed: Int
        package var lines: [DiffLine]
    }

    /// Where the report's verdicts come from.
    package enum ChecksSource: Sendable, Equatable {
        /// The round's last check of each kind.
        case round
        /// The workspace's last check, at a stage.
        case lastCheck(stage: Int, at: Date)
        case none
    }

    /// One point of a trend: an attempt and its score in percent.
    package struct ScorePoint: Codable, Sendable, Equatable {
        package var label: String
        package var at: Date
        package var percent: Int
    }

    package var formatVersion = 1
    package var kata: String
    package var title: String
    package var generatedAt: Date
    /// `not started`, `in progress`, `paused`, `finished`, or `no interview` (a report of practice).
    package var roundStatus: String
    package var roundStartedAt: Date?
    package var phases: [PhaseLine]
    package var review: ReviewSection?
    /// Where the verdicts come from, in words (`ChecksSource`, worded by the CLI).
    package var checksSource: String
    package var stages: [StageSection]
    /// The id of the check that grades the candidate's tests, if the kata has that stage.
    package var testsCheck: String?
    package var tests: TestsSection?
    package var questions: [QuestionLine]
    package var diff: [FileDiff]
    package var reviewHistory: [ScorePoint]
    package var questionHistory: [ScorePoint]
    package var checkHistory: [ScorePoint]
    /// The candidate's name, when the round was given one.
    package var candidate: String?

    /// The checks that did not run (a stage not reached, code that did not compile).
    package var notRunCount: Int { stages.reduce(0) { $0 + $1.checks.filter { $0.status == "not-run" || $0.status == "skipped" }.count } }

    package var checkCount: Int { stages.reduce(0) { $0 + $1.checks.count } }
    package var passedCount: Int { stages.reduce(0) { $0 + $1.checks.filter { $0.status == "pass" }.count } }

    package func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
