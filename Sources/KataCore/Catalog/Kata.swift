import Foundation

/// One kata, as described by its `kata.json` (versioned data, kept apart from the runner).
public struct Kata: Sendable, Codable, Equatable {
    /// The format of `kata.json`; bumped when a field changes meaning.
    public var formatVersion: Int
    public var id: String
    /// Katas are listed in this order, the order they are meant to be taken.
    public var order: Int
    public var title: String
    /// One line for `kata list`.
    public var summary: String
    /// The Swift module the learner's files and the support code are compiled into.
    public var module: String
    /// The files the learner edits, named as in `Starter/`.
    public var learnerFiles: [String]
    /// Stand-in modules (under `Katas/Shared/StandIns/`) the learner's code may import.
    public var standIns: [String]
    /// The code a review round shows, and its time box.
    public var review: ReviewSpec?
    public var stages: [Stage]
    public var checks: [Check]
    public var mutants: [Mutant]
    /// Other correct fixes (edits of the solution, `fails` empty) that must pass every check:
    /// proof that the checks test the contract, not one way of writing it.
    public var alternatives: [Mutant]?
    public var key: [KeyItem]
    public var questions: [Question]

    /// Filled in by the catalog: the kata's folder on disk.
    public var directory: URL = URL(fileURLWithPath: "/")

    enum CodingKeys: String, CodingKey {
        case formatVersion, id, order, title, summary, module, learnerFiles, standIns, review
        case stages, checks, mutants, alternatives, key, questions
    }

    public func check(id: String) -> Check? { checks.first { $0.id == id } }
    public func checks(inStage stage: Int) -> [Check] { checks.filter { $0.stage == stage } }
    public func checks(upToStage stage: Int) -> [Check] { checks.filter { $0.stage <= stage } }
    public var lastStage: Int { stages.map(\.number).max() ?? 1 }
    public func stage(_ number: Int) -> Stage? { stages.first { $0.number == number } }

    public var starterDirectory: URL { directory.appendingPathComponent("Starter") }
    /// The check that grades the learner's own tests, if the kata has a test-writing stage.
    public var testsCheck: Check? { checks.first { $0.kind == .tests } }
    /// The learner's test file, as it sits in the kata folder (`Tests/<name>`), if the kata has one.
    public var testFilePath: String? { testsCheck?.testFile.map { "Tests/\($0)" } }
    /// Every file the learner edits: the presenter's files, then the test file.
    public var workspaceFiles: [String] { learnerFiles + (testFilePath.map { [$0] } ?? []) }
    /// The checks of the learner's presenter: every check but the one that grades their tests.
    public var presenterChecks: [Check] { checks.filter { $0.kind != .tests } }
    public var supportDirectory: URL { directory.appendingPathComponent("Support") }
    public var suitesDirectory: URL { directory.appendingPathComponent("Suites") }
    public var probesDirectory: URL { directory.appendingPathComponent("Probes") }

    /// The text of one of the review round's files (empty if it cannot be read).
    public func contents(of file: ReviewSpec.File) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
    }
}

/// A step of a kata: a brief, the checks it unlocks, and hints given one at a time.
public struct Stage: Sendable, Codable, Equatable {
    public var number: Int
    public var title: String
    /// Markdown file in the kata folder holding the stage's brief.
    public var brief: String
    public var hints: [String]
    /// What passing this stage taught, shown when it passes.
    public var learnt: String
}

/// One promise a kata makes about the learner's code.
public struct Check: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// A hidden Swift Testing suite (`Suites/<suite>.swift`) run against the learner's module.
        case test
        /// The learner's files must compile under other settings (`compile`).
        case compiles
        /// A probe (`Probes/<probe>.swift`) compiled against the learner's module must be rejected.
        case rejects
        /// The learner's own tests (`Tests/<testFile>`), graded by running them against the correct
        /// presenters (the solution and the alternatives) and the mutants.
        case tests
    }

    public var id: String
    public var stage: Int
    public var title: String
    public var kind: Kind
    /// `test`: the suite's type name; its file is `Suites/<suite>.swift`.
    public var suite: String?
    /// `test`: helper files in `Suites/` the suite needs (spies, fakes).
    public var uses: [String]?
    /// `test`: the contract the suite needs, said to the learner when it cannot be built.
    public var needs: String?
    /// `compiles`: the settings the learner's files must compile under.
    public var compile: CompileSettings?
    /// `rejects`: snippets in `Probes/` that the compiler must reject, each for its rule.
    public var probes: [Probe]?
    /// Said when the check fails and the failure itself says too little (compile-type checks).
    public var failMessage: String?
    /// `tests`: the learner's test file, named as in `Starter/Tests/` and `Solutions/<kata>/Tests/`.
    public var testFile: String?
    /// `tests`: the mutants the learner's tests must catch for the stage to pass (the behaviours
    /// the seed's own tests cover); the other behavioural mutants only add to the score.
    public var requiredMutants: [String]?
}

/// Settings for a `compiles` check.
public struct CompileSettings: Sendable, Codable, Equatable {
    /// `"5"` or `"6"`.
    public var swiftVersion: String
    /// Stand-in modules put on the search path (an empty list proves the code needs none).
    public var standIns: [String]
    /// Only these learner files (default: all of them).
    public var files: [String]?
    /// Only these support files of the kata (default: all of them).
    public var support: [String]?

    public init(swiftVersion: String, standIns: [String], files: [String]? = nil, support: [String]? = nil) {
        self.swiftVersion = swiftVersion
        self.standIns = standIns
        self.files = files
        self.support = support
    }
}

/// A snippet compiled against the learner's module that must be rejected, the way Rust's
/// trybuild works. Its control (optional) must compile, so a probe cannot pass merely because
/// the code it needs is missing.
public struct Probe: Sendable, Codable, Equatable {
    /// The probe's file in `Probes/`.
    public var file: String
    /// A file in `Probes/` that must compile: the same code without the broken rule.
    public var control: String?
    /// The language mode the probe is compiled in.
    public var swiftVersion: String
    /// The probe counts as rejected only with an error containing one of these.
    public var errors: [String]
    /// Said when the probe compiles: the rule that is broken.
    public var says: String
}

/// A bug variant of the reference solution, and the checks that must catch it.
///
/// A variant is either a few `edits` of the solution (a one-line slip) or, with `source`, a whole
/// file of its own under the kata folder (a presenter written from scratch in another style).
public struct Mutant: Sendable, Codable, Equatable {
    public var id: String
    public var description: String
    /// The learner file the variant replaces.
    public var file: String
    /// Find/replace edits of the reference solution's `file`.
    public var edits: [Edit]
    /// A whole file, relative to the kata folder, used instead of the solution's `file`.
    public var source: String?
    /// The checks this mutant must fail; every other check must pass.
    public var fails: [String]

    public init(id: String, description: String, file: String, edits: [Edit] = [], source: String? = nil, fails: [String]) {
        self.id = id
        self.description = description
        self.file = file
        self.edits = edits
        self.source = source
        self.fails = fails
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        description = try container.decode(String.self, forKey: .description)
        file = try container.decode(String.self, forKey: .file)
        edits = try container.decodeIfPresent([Edit].self, forKey: .edits) ?? []
        source = try container.decodeIfPresent(String.self, forKey: .source)
        fails = try container.decode([String].self, forKey: .fails)
    }

    public struct Edit: Sendable, Codable, Equatable {
        public var find: String
        public var replace: String
    }
}

/// One finding of the key a senior reviewer would give.
public struct KeyItem: Sendable, Codable, Equatable {
    /// A stable name for the item (labels in the review corpus, `kata review --json`); the title
    /// can be reworded without breaking them.
    public var id: String?
    public var title: String
    public var detail: String
    /// "high", "medium" or "low".
    public var severity: String
    /// Where in the reviewed code the finding is: a review finding must point into these lines, or
    /// into the function that holds them.
    public var anchors: [Anchor]?
    /// What a finding must say to earn the item: each inner list is one idea in the words different
    /// candidates use for it (plain phrases, matched word by word; `code` in backticks, matched as
    /// written). A finding at the item's place that mentions any of them earns it.
    public var concepts: [[String]]?

    public init(id: String? = nil, title: String, detail: String, severity: String, anchors: [Anchor]? = nil, concepts: [[String]]? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.severity = severity
        self.anchors = anchors
        self.concepts = concepts
    }

    /// `id`, or one made from the title for a key without ids.
    public var identifier: String {
        if let id { return id }
        let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.joined(separator: "-")
    }

    /// Points a review scores for finding it.
    public var weight: Int {
        switch severity {
        case "high": return 3
        case "medium": return 2
        default: return 1
        }
    }
}

/// Lines of a reviewed file, 1-based and inclusive. `contains` is text that must stand on one of
/// them, so an anchor that drifts when the file changes is caught by the project's tests.
public struct Anchor: Sendable, Codable, Equatable {
    public var file: String
    public var from: Int
    public var to: Int
    public var contains: String

    public init(file: String, from: Int, to: Int, contains: String) {
        self.file = file
        self.from = from
        self.to = to
        self.contains = contains
    }
}

/// What a review round shows: the pull request's files, and the time box.
public struct ReviewSpec: Sendable, Codable, Equatable {
    public struct File: Sendable, Codable, Equatable {
        /// The name findings use (`OrdersPresenter.swift:37: …`).
        public var name: String
        /// The file in the kata's folder.
        public var path: String
    }

    public var minutes: Int
    public var files: [File]
}

/// A follow-up interview question and its model answer.
public struct Question: Sendable, Codable, Equatable {
    public var question: String
    public var answer: String
}
