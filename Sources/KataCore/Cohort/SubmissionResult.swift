import Foundation

/// `RESULTS_DIR/<submission>.json`: the `kata check --json` document of one submission (kata,
/// status, checks, diagnostics, notes) with the submission's name, its review and test scores, the
/// files read and ignored, and why it could not be graded. It holds no time and no path of the
/// machine, so the same submission gives the same bytes on any machine and in any shard; the time
/// each took is kept apart in `timings.csv`.
public struct SubmissionResult: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
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
    public struct Review: Sendable, Codable, Equatable {
        public struct Item: Sendable, Codable, Equatable {
            public var id: String
            public var title: String
            public var severity: String
            public var found: Bool
            public var points: Double
        }
        public var percent: Int
        public var points: Double
        public var maximum: Double
        public var found: Int
        public var total: Int
        public var items: [Item]
    }

    /// What the candidate's own tests earned; the details per test and per bug are in the
    /// tests check's entry of `checks`.
    public struct Tests: Sendable, Codable, Equatable {
        public var status: CheckStatus
        /// The behaviours the tests notice (`Behaviour`), of `mutants` behaviours.
        public var caught: Int
        public var mutants: Int
        /// The required behaviours missed, by id.
        public var requiredMissed: [String]
        public var unsoundTests: Int
    }

    public struct Files: Sendable, Codable, Equatable {
        public var graded: [String]
        public var ignored: [String]
        /// SHA-256 of the graded files as read, before any code ran (`Submission.digest`).
        public var sha256: String?
    }

    public var submission: String
    public var kata: String
    public var status: Status
    public var checks: [CheckResult]
    public var diagnostics: [Diagnostic]
    public var notes: [String]?
    public var error: String?
    public var review: Review?
    public var tests: Tests?
    public var files: Files

    public init(submission: String, kata: String, status: Status, checks: [CheckResult] = [], diagnostics: [Diagnostic] = [],
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

    public var passedCount: Int { checks.filter { $0.status == .pass }.count }

    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(contentsOf: Array("\n".utf8))
        return data
    }

    public static func decode(_ data: Data) throws -> SubmissionResult {
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
