import Foundation

/// `RESULTS_DIR/<submission>.json`: the `kata check --json` document of one submission (kata,
/// status, checks, diagnostics, notes) with the submission's name, its review and test scores, the
/// files read and ignored, and why it could not be graded. It holds no time and no path of the
/// machine, so the same submission gives the same bytes on any machine and in any shard; the time
/// each took is kept apart in `timings.csv`.
package struct SubmissionResult: Sendable, Codable, Equatable {
    package enum Status: String, Sendable, Codable {
        /// Every check passes.
        case pass
        /// It compiles and some check fails, crashes or hangs.
        case fail
        /// It does not compile (as `kata check`'s `error`).
        case error
        /// It could not be graded: a missing, empty or unreadable file, or a runner problem.
        case invalid
        /// Not run: it reaches for what no presenter needs (`SymbolScreen`); `error` says what.
        case refused
    }

    /// What the review round earned (`kata review --submit`, in short).
    package struct Review: Sendable, Codable, Equatable {
        package struct Item: Sendable, Codable, Equatable {
            package var id: String
            package var title: String
            package var severity: String
            package var found: Bool
            package var points: Double
        }
        package var percent: Int
        package var points: Double
        package var maximum: Double
        package var found: Int
        package var total: Int
        package var items: [Item]
    }

    /// What the candidate's own tests earned; the details per test and per bug are in the
    /// tests check's entry of `checks`.
    package struct Tests: Sendable, Codable, Equatable {
        package var status: CheckStatus
        /// The behaviours the tests notice (`Behaviour`), of `mutants` behaviours.
        package var caught: Int
        package var mutants: Int
        /// The required behaviours missed, by id.
        package var requiredMissed: [String]
        package var unsoundTests: Int
    }

    package struct Files: Sendable, Codable, Equatable {
        package var graded: [String]
        package var ignored: [String]
        /// SHA-256 of the graded files as read, before any code ran (`Submission.digest`).
        package var sha256: String?
    }

    package var submission: String
    package var kata: String
    package var status: Status
    package var checks: [CheckResult]
    package var diagnostics: [Diagnostic]
    package var notes: [String]?
    package var error: String?
    package var review: Review?
    package var tests: Tests?
    package var files: Files

    package init(submission: String, kata: String, status: Status, checks: [CheckResult] = [], diagnostics: [Diagnostic] = [],
                notes: [String]? = nil, error: String? = nil, review: Review? = nil, tests: Tests? = nil, files: Files) {
        self.submission = submission
        self.kata = kata
        self.status = status
        self.checks = checks
        self.diagnostics = diagnostics
        self.notes = notes
        self.error = error
        self.review = review
        self.tests = tests
        self.files = files
    }

    package var passedCount: Int { checks.filter { $0.status == .pass }.count }

    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(contentsOf: Array("\n".utf8))
        return data
    }

    package static func decode(_ data: Data) throws -> SubmissionResult {
        try JSONDecoder().decode(SubmissionResult.self, from: data)
    }
}

extension SubmissionResult.Review {
    init(_ score: ReviewScore) {
        percent = score.percent
        points = score.points
        maximum = score.maximum
        found = score.found
        total = score.items.count
        items = score.items.map { item in
            Item(id: item.key.identifier, title: item.key.title, severity: item.key.severity.rawValue, found: item.foundBy != nil, points: item.points)
        }
    }
}

extension SubmissionResult.Tests {
    init?(_ result: CheckResult?) {
        guard let result else { return nil }
        status = result.status
        caught = result.grade?.noticedCount ?? 0
        mutants = result.grade?.behaviours.count ?? 0
        requiredMissed = result.grade?.missedRequired.map(\.id) ?? []
        unsoundTests = result.grade?.unsoundTests.count ?? 0
    }
}
