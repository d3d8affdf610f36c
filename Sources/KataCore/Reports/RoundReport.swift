import Foundation

/// Everything a report of a mock round shows, as plain values: built once from the workspace
/// (`RoundReport.build`), then rendered as HTML, Markdown or JSON. Cohort grading reuses the parts
/// (review, stages, tests, diff) for one submission.
public struct RoundReport: Codable, Sendable, Equatable {
    public struct PhaseLine: Codable, Sendable, Equatable {
        public var kind: String
        public var title: String
        public var minutes: Int
        public var status: String
        public var secondsUsed: Double
        public var startedAt: Date?
        public var endedAt: Date?
        public var overBox: Bool { secondsUsed > Double(minutes) * 60 }
    }

    public struct ReviewItemLine: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var severity: String
        public var found: Bool
        public var points: Double
        public var weight: Int
        /// The candidate's finding that earned it, as written.
        public var words: String?
        public var reviewLine: Int?
        /// The key's explanation.
        public var detail: String
    }

    public struct UnearnedFinding: Codable, Sendable, Equatable {
        public var reviewLine: Int
        public var text: String
        public var why: String
    }

    public struct ReviewSection: Codable, Sendable, Equatable {
        /// Scored from review.md before it was submitted.
        public var draft: Bool
        public var percent: Int
        public var points: Double
        public var maximum: Double
        public var found: Int
        public var total: Int
        public var minutesTaken: Double?
        public var minutesAllowed: Int?
        public var items: [ReviewItemLine]
        public var unearned: [UnearnedFinding]
    }

    public struct CheckLine: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        /// A `CheckStatus` raw value, or `not-run`.
        public var status: String
        public var message: String?
        public var location: String?
    }

    public struct StageSection: Codable, Sendable, Equatable {
        public var number: Int
        public var title: String
        public var checks: [CheckLine]
    }

    public struct MutantLine: Codable, Sendable, Equatable {
        public var description: String
        public var required: Bool
        /// caught, missed or error.
        public var status: String
    }

    public struct TestsSection: Codable, Sendable, Equatable {
        public var testCount: Int
        public var caught: Int
        public var total: Int
        public var mutants: [MutantLine]
        /// Tests that failed on a correct presenter, so they caught nothing.
        public var unsound: [String]
        public var percent: Int { total == 0 ? 0 : Int((Double(caught) / Double(total) * 100).rounded()) }
    }

    public struct QuestionLine: Codable, Sendable, Equatable {
        public var question: String
        public var answer: String
        /// Nil when it was not asked in this round.
        public var knew: Bool?
    }

    public struct DiffLine: Codable, Sendable, Equatable {
        /// `same`, `added`, `removed`, or `gap` for unchanged lines left out.
        public var kind: String
        public var text: String
    }

    public struct FileDiff: Codable, Sendable, Equatable {
        public var file: String
        public var added: Int
        public var removed: Int
        public var lines: [DiffLine]
    }

    /// One point of a trend: an attempt and its score in percent.
    public struct ScorePoint: Codable, Sendable, Equatable {
        public var label: String
        public var at: Date
        public var percent: Int
    }

    public var formatVersion = 1
    public var kata: String
    public var title: String
    public var generatedAt: Date
    /// `not started`, `in progress`, `paused`, `finished`, or `no interview` (a report of practice).
    public var roundStatus: String
    public var roundStartedAt: Date?
    public var phases: [PhaseLine]
    public var review: ReviewSection?
    /// Where the verdicts come from, in words.
    public var checksSource: String
    public var stages: [StageSection]
    /// The id of the check that grades the candidate's tests, if the kata has that stage.
    public var testsCheck: String?
    public var tests: TestsSection?
    public var questions: [QuestionLine]
    public var diff: [FileDiff]
    public var reviewHistory: [ScorePoint]
    public var questionHistory: [ScorePoint]
    public var checkHistory: [ScorePoint]
    /// The candidate's name, when the round was given one.
    public var candidate: String?

    /// The checks that did not run (a stage not reached, code that did not compile).
    public var notRunCount: Int { stages.reduce(0) { $0 + $1.checks.filter { $0.status == "not-run" || $0.status == "skipped" }.count } }

    /// `10 of 11 pass`, and how many did not run when some did not.
    public var checksText: String {
        "\(passedCount) of \(checkCount) pass" + (notRunCount > 0 ? ", \(notRunCount) not run" : "")
    }

    /// The round at a glance: the mean of the parts' scores in percent, each named.
    public var overallText: String {
        var parts: [(String, Int)] = []
        if let review { parts.append(("review", review.percent)) }
        if checkCount > 0 { parts.append(("checks", Int((Double(passedCount) / Double(checkCount) * 100).rounded()))) }
        if let tests { parts.append(("tests", tests.percent)) }
        let asked = questions.filter { $0.knew != nil }
        if !asked.isEmpty { parts.append(("questions", Int((Double(asked.filter { $0.knew == true }.count) / Double(asked.count) * 100).rounded()))) }
        guard !parts.isEmpty else { return "nothing graded yet" }
        let mean = Int((Double(parts.map(\.1).reduce(0, +)) / Double(parts.count)).rounded())
        return "\(mean)%, the mean of " + parts.map { "\($0.0) \($0.1)%" }.joined(separator: ", ")
    }

    /// The round's status in words for a heading.
    public var roundStatusText: String { roundStatus == "no interview" ? "practice, no interview round" : "round \(roundStatus)" }

    public var checkCount: Int { stages.reduce(0) { $0 + $1.checks.count } }
    public var passedCount: Int { stages.reduce(0) { $0 + $1.checks.filter { $0.status == "pass" }.count } }

    /// `1 test catches`, `7 tests catch`.
    public static func testsNotice(_ count: Int) -> String {
        count == 1 ? "1 test notices" : "\(count) tests notice"
    }

    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
