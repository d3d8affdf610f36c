import Foundation

/// The verdict of one check.
package enum CheckStatus: String, Sendable, Codable, Equatable {
    case pass, fail, crash, timeout
    /// The check's suite could not be built: the learner's code lacks the stage's contract.
    case notCompiled = "not-compiled"
    /// Not run: the learner's code does not compile, or the check was not requested.
    case skipped
}

/// One check's verdict, in plain words.
package struct CheckResult: Sendable, Codable, Equatable {
    package var id: String
    package var stage: Int
    package var title: String
    package var status: CheckStatus
    /// What `message` says, in words; the runner fills it from `reason` (`worded(by:)`).
    package var message: String?
    /// Why the check has its verdict, as a value (not in JSON: `message` is its words).
    package var reason: CheckReason?
    package var location: SourceLocation?
    /// For a check of the learner's own tests: per test, per behaviour and per mutant, what happened.
    /// In JSON its parts stand in the check's object as `tests`, `behaviours`, `mutants`,
    /// `ownPresenter` and `warnings`.
    package var grade: TestGrade?

    enum CodingKeys: String, CodingKey { case id, stage, title, status, message, location, tests, behaviours, mutants, ownPresenter, warnings }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        stage = try container.decode(Int.self, forKey: .stage)
        title = try container.decode(String.self, forKey: .title)
        status = try container.decode(CheckStatus.self, forKey: .status)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        if let mutants = try container.decodeIfPresent([TestGrade.MutantResult].self, forKey: .mutants) {
            grade = TestGrade(tests: try container.decodeIfPresent([TestGrade.TestResult].self, forKey: .tests) ?? [],
                              behaviours: try container.decodeIfPresent([TestGrade.BehaviourResult].self, forKey: .behaviours) ?? [],
                              mutants: mutants,
                              ownPresenter: try container.decodeIfPresent(String.self, forKey: .ownPresenter),
                              warnings: try container.decodeIfPresent([String].self, forKey: .warnings) ?? [])
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(stage, forKey: .stage)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(location, forKey: .location)
        if let grade {
            try container.encode(grade.tests, forKey: .tests)
            try container.encode(grade.behaviours, forKey: .behaviours)
            try container.encode(grade.mutants, forKey: .mutants)
            try container.encodeIfPresent(grade.ownPresenter, forKey: .ownPresenter)
            try container.encode(grade.warnings, forKey: .warnings)
        }
    }

    init(id: String, stage: Int, title: String, status: CheckStatus, message: String? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.stage = stage
        self.title = title
        self.status = status
        self.message = message
        self.location = location
    }

    init(_ check: Check, _ status: CheckStatus, message: String? = nil, location: SourceLocation? = nil) {
        self.init(id: check.id, stage: check.stage, title: check.title, status: status, message: message, location: location)
    }

    init(_ check: Check, _ status: CheckStatus, _ reason: CheckReason, location: SourceLocation? = nil) {
        self.init(id: check.id, stage: check.stage, title: check.title, status: status, location: location)
        self.reason = reason
    }
}

/// The outcome of `kata check`: every requested check's verdict and the compiler's diagnostics.
package struct KataReport: Sendable, Codable, Equatable {
    package enum Status: String, Sendable, Codable { case pass, fail, error }

    package var kata: String
    package var status: Status
    package var checks: [CheckResult]
    package var diagnostics: [Diagnostic]
    package var durationMs: Int
    /// Things worth knowing that are not a check's verdict (output that was cut, for example).
    package var notes: [String]?
    /// Why the code was not run at all (`SymbolScreen`): it reaches for what no presenter needs.
    package var refusal: String?

    init(kata: String, checks: [CheckResult], diagnostics: [Diagnostic], durationMs: Int, notes: [String]? = nil) {
        self.kata = kata
        self.notes = notes
        self.checks = checks
        self.diagnostics = diagnostics
        self.durationMs = durationMs
        if diagnostics.contains(where: { $0.severity == .error }) {
            status = .error
        } else if checks.allSatisfy({ $0.status == .pass }) && !checks.isEmpty {
            status = .pass
        } else {
            status = .fail
        }
    }

    func result(_ id: String) -> CheckResult? { checks.first { $0.id == id } }

    package var passedCount: Int { checks.filter { $0.status == .pass }.count }
}
