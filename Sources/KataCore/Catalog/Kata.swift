import Foundation

/// One kata, as described by its `kata.json` (versioned data, kept apart from the runner).
package struct Kata: Sendable, Codable, Equatable {
    /// The format of `kata.json`; bumped when a field changes meaning.
    package var formatVersion: Int
    package var id: String
    /// Katas are listed in this order, the order they are meant to be taken.
    package var order: Int
    package var title: String
    /// One line for `kata list`.
    package var summary: String
    /// The Swift module the learner's files and the support code are compiled into.
    package var module: String
    /// The files the learner edits, named as in `Starter/`.
    package var learnerFiles: [String]
    /// Stand-in modules (under `Katas/Shared/StandIns/`) the learner's code may import.
    package var standIns: [String]
    /// The code a review round shows, and its time box.
    package var review: ReviewSpec?
    package var stages: [Stage]
    package var checks: [Check]
    package var mutants: [Mutant]
    /// Other correct fixes (edits of the solution, `fails` empty) that must pass every check:
    /// proof that the checks test the contract, not one way of writing it.
    package var alternatives: [Mutant]?
    package var key: [KeyItem]
    /// The test-writing stage's behaviours: what the learner's tests are graded on noticing.
    package var behaviours: [Behaviour]?
    /// Calls the learner's code may make beyond what the solution and model tests make, each with
    /// its reason (`AllowedCall`, `SymbolScreen`).
    package var allowedCalls: [AllowedCall]?
    /// Read from `questions.md`, not from `kata.json`.
    package var questions: [Question] = []

    /// Filled in by the catalog: the kata's folder on disk.
    package var directory: URL = URL(fileURLWithPath: "/")

    enum CodingKeys: String, CodingKey, CaseIterable {
        case formatVersion, id, order, title, summary, module, learnerFiles, standIns, review
        case stages, checks, mutants, alternatives, key, questions, behaviours, allowedCalls
    }

    /// The prose is written in Markdown beside `kata.json` (see `KataProse`), so it is not decoded here.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        id = try container.decode(String.self, forKey: .id)
        order = try container.decode(Int.self, forKey: .order)
        title = try container.decode(String.self, forKey: .title)
        summary = try container.decode(String.self, forKey: .summary)
        module = try container.decode(String.self, forKey: .module)
        learnerFiles = try container.decode([String].self, forKey: .learnerFiles)
        standIns = try container.decodeIfPresent([String].self, forKey: .standIns) ?? []
        review = try container.decodeIfPresent(ReviewSpec.self, forKey: .review)
        stages = try container.decode([Stage].self, forKey: .stages)
        checks = try container.decode([Check].self, forKey: .checks)
        mutants = try container.decode([Mutant].self, forKey: .mutants)
        alternatives = try container.decodeIfPresent([Mutant].self, forKey: .alternatives)
        key = try container.decodeIfPresent([KeyItem].self, forKey: .key) ?? []
        behaviours = try container.decodeIfPresent([Behaviour].self, forKey: .behaviours)
        allowedCalls = try container.decodeIfPresent([AllowedCall].self, forKey: .allowedCalls)
    }

    package func check(id: String) -> Check? { checks.first { $0.id == id } }
    package func checks(inStage stage: Int) -> [Check] { checks.filter { $0.stage == stage } }
    package func checks(upToStage stage: Int) -> [Check] { checks.filter { $0.stage <= stage } }
    package var lastStage: Int { stages.map(\.number).max() ?? 1 }
    package func stage(_ number: Int) -> Stage? { stages.first { $0.number == number } }

    package var starterDirectory: URL { directory.appendingPathComponent("Starter") }
    /// The check that grades the learner's own tests, if the kata has a test-writing stage.
    package var testsCheck: Check? { checks.first { $0.kind == .tests } }
    /// The learner's test file, as it sits in the kata folder (`Tests/<name>`), if the kata has one.
    package var testFilePath: String? { testsCheck?.testFile.map { "Tests/\($0)" } }
    /// Every file the learner edits: the presenter's files, then the test file.
    package var workspaceFiles: [String] { learnerFiles + (testFilePath.map { [$0] } ?? []) }
    /// The checks of the learner's presenter: every check but the one that grades their tests.
    package var presenterChecks: [Check] { checks.filter { $0.kind != .tests } }
    package var supportDirectory: URL { directory.appendingPathComponent("Support") }
    package var suitesDirectory: URL { directory.appendingPathComponent("Suites") }
    package var probesDirectory: URL { directory.appendingPathComponent("Probes") }

    /// The text of one of the review round's files (empty if it cannot be read).
    package func contents(of file: ReviewSpec.File) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
    }
}

/// A step of a kata: a brief, the checks it unlocks, and hints given one at a time.
package struct Stage: Sendable, Codable, Equatable {
    package var number: Int
    package var title: String
    /// Markdown file in the kata folder holding the stage's brief.
    package var brief: String
    /// Read from `hints.md`, given one at a time.
    package var hints: [String] = []
    /// What passing this stage taught, shown when it passes (from `hints.md`).
    package var learnt: String = ""

    enum CodingKeys: String, CodingKey, CaseIterable { case number, title, brief, hints, learnt }

    package init(number: Int, title: String, brief: String, hints: [String] = [], learnt: String = "") {
        self.number = number
        self.title = title
        self.brief = brief
        self.hints = hints
        self.learnt = learnt
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decode(String.self, forKey: .title)
        brief = try container.decode(String.self, forKey: .brief)
    }
}

/// One promise a kata makes about the learner's code.
package struct Check: Sendable, Codable, Equatable {
    package enum Kind: String, Sendable, Codable, ClosedSet {
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

    package var id: String
    package var stage: Int
    package var title: String
    package var kind: Kind
    /// `test`: the suite's type name; its file is `Suites/<suite>.swift`.
    package var suite: String?
    /// `test`: helper files in `Suites/` the suite needs (spies, fakes).
    package var uses: [String]?
    /// `test`: the contract the suite needs, said to the learner when it cannot be built.
    package var needs: String?
    /// `compiles`: the settings the learner's files must compile under.
    package var compile: CompileSettings?
    /// `rejects`: snippets in `Probes/` that the compiler must reject, each for its rule.
    package var probes: [Probe]?
    /// Said when the check fails and the failure itself says too little (compile-type checks).
    package var failMessage: String?
    /// `tests`: the learner's test file, named as in `Starter/Tests/` and `Solutions/<kata>/Tests/`.
    package var testFile: String?
    /// `tests`: the mutants the learner's tests must catch for the stage to pass (the behaviours
    /// the seed's own tests cover); the other behavioural mutants only add to the score.
    package var requiredMutants: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, stage, title, kind, suite, uses, needs, compile, probes, failMessage, testFile, requiredMutants
    }
}

/// Settings for a `compiles` check.
package struct CompileSettings: Sendable, Codable, Equatable {
    /// `"5"` or `"6"`.
    package var swiftVersion: String
    /// Stand-in modules put on the search path (an empty list proves the code needs none).
    package var standIns: [String]
    /// Only these learner files (default: all of them).
    package var files: [String]?
    /// Only these support files of the kata (default: all of them).
    package var support: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable { case swiftVersion, standIns, files, support }

    package init(swiftVersion: String, standIns: [String], files: [String]? = nil, support: [String]? = nil) {
        self.swiftVersion = swiftVersion
        self.standIns = standIns
        self.files = files
        self.support = support
    }
}

/// A snippet compiled against the learner's module that must be rejected, the way Rust's
/// trybuild works. Its control (optional) must compile, so a probe cannot pass merely because
/// the code it needs is missing.
package struct Probe: Sendable, Codable, Equatable {
    /// The probe's file in `Probes/`.
    package var file: String
    /// A file in `Probes/` that must compile: the same code without the broken rule.
    package var control: String?
    /// The language mode the probe is compiled in.
    package var swiftVersion: String
    /// The probe counts as rejected only with an error containing one of these.
    package var errors: [String]
    /// Said when the probe compiles: the rule that is broken.
    package var says: String

    enum CodingKeys: String, CodingKey, CaseIterable { case file, control, swiftVersion, errors, says }
}

/// A bug variant of the reference solution, and the checks that must catch it.
///
/// A variant is a small `patch` of the solution (a unified diff, one slip), or, with `source`, a
/// whole file of its own under the kata folder (a presenter written from scratch in another
/// style). The loader turns a patch into `edits`, each hunk one find/replace.
package struct Mutant: Sendable, Codable, Equatable {
    package var id: String
    package var description: String
    /// The learner file the variant replaces.
    package var file: String
    /// Find/replace edits of the reference solution's `file` (from `patch`, or written in `kata.json`).
    package var edits: [Edit]
    /// A unified diff of the solution's `file`, relative to the kata folder (`Mutants/<id>.diff`).
    package var patch: String?
    /// A whole file, relative to the kata folder, used instead of the solution's `file`.
    package var source: String?
    /// The checks this mutant must fail; every other check must pass.
    package var fails: [String]
    /// An alternative's reason, in words, for showing the learner's tests another interface than
    /// the solution's (`kata validate` asks every other alternative to keep the solution's).
    package var interface: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case id, description, file, edits, patch, source, fails, interface }

    package init(id: String, description: String, file: String, edits: [Edit] = [], patch: String? = nil, source: String? = nil, fails: [String]) {
        self.id = id
        self.description = description
        self.file = file
        self.edits = edits
        self.patch = patch
        self.source = source
        self.fails = fails
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        description = try container.decode(String.self, forKey: .description)
        file = try container.decode(String.self, forKey: .file)
        edits = try container.decodeIfPresent([Edit].self, forKey: .edits) ?? []
        patch = try container.decodeIfPresent(String.self, forKey: .patch)
        source = try container.decodeIfPresent(String.self, forKey: .source)
        fails = try container.decode([String].self, forKey: .fails)
        interface = try container.decodeIfPresent(String.self, forKey: .interface)
    }

    package struct Edit: Sendable, Codable, Equatable {
        package var find: String
        package var replace: String

        package init(find: String, replace: String) {
            self.find = find
            self.replace = replace
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case find, replace }
    }
}

/// One rule of the contract a learner's tests should notice (the test-writing stage), shown by
/// one to three mutants that get it wrong in different ways: the tests notice it when they catch
/// every one of them.
package struct Behaviour: Sendable, Codable, Equatable {
    package var id: String
    /// The rule in the learner's words, never code ("a failed fetch stops loading").
    package var words: String
    /// Named by the stage's brief: the stage passes only when the tests notice it.
    package var required: Bool
    /// Ids of edit mutants of this kata, each a different way to break the rule.
    package var mutants: [String]

    enum CodingKeys: String, CodingKey, CaseIterable { case id, words, required, mutants }

    package init(id: String, words: String, required: Bool, mutants: [String]) {
        self.id = id
        self.words = words
        self.required = required
        self.mutants = mutants
    }
}

/// One finding of the key a senior reviewer would give.
package struct KeyItem: Sendable, Codable, Equatable {
    /// A stable name for the item (labels in the review corpus, `kata review --json`); the title
    /// can be reworded without breaking them.
    package var id: String?
    package var title: String
    /// What a senior reviewer would say, read from `key.md`.
    package var detail: String
    package var severity: Severity
    /// Where in the reviewed code the finding is: a review finding must point into these lines, or
    /// into the function that holds them.
    package var anchors: [Anchor]?
    /// What a finding must say to earn the item: each inner list is one idea in the words different
    /// candidates use for it (plain phrases, matched word by word; `code` in backticks, matched as
    /// written). A finding must state the item's core concept: one of the first list, or of a list
    /// `core` names.
    package var concepts: [[String]]?
    /// Indices into `concepts` of further lists that also state what is wrong (the first always does).
    package var core: [Int]?
    /// Wrong reasons that share the item's words ("build time" for UIKit in a presenter): a finding
    /// that gives one earns nothing for the item, even with its core concept.
    package var notThis: [String]?

    package enum Severity: String, Sendable, Codable, ClosedSet {
        case high, medium, low
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case id, title, detail, severity, anchors, concepts, core, notThis }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        detail = ""
        severity = try container.decode(Severity.self, forKey: .severity)
        anchors = try container.decodeIfPresent([Anchor].self, forKey: .anchors)
        concepts = try container.decodeIfPresent([[String]].self, forKey: .concepts)
        core = try container.decodeIfPresent([Int].self, forKey: .core)
        notThis = try container.decodeIfPresent([String].self, forKey: .notThis)
    }

    package init(id: String? = nil, title: String, detail: String, severity: Severity, anchors: [Anchor]? = nil, concepts: [[String]]? = nil,
                core: [Int]? = nil, notThis: [String]? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.severity = severity
        self.anchors = anchors
        self.concepts = concepts
        self.core = core
        self.notThis = notThis
    }

    /// The indices of the concept lists that state what is wrong: the first, and those `core` names.
    var coreConceptSets: Set<Int> {
        (concepts ?? []).isEmpty ? [] : Set([0] + (core ?? []))
    }

    /// `id`, or one made from the title for a key without ids.
    package var identifier: String {
        if let id { return id }
        let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.joined(separator: "-")
    }

    /// Points a review scores for finding it.
    package var weight: Int {
        switch severity {
        case .high: return 3
        case .medium: return 2
        case .low: return 1
        }
    }
}

/// Lines of a reviewed file, 1-based and inclusive. `contains` is text that must stand on one of
/// them, so an anchor that drifts when the file changes is caught by the project's tests.
package struct Anchor: Sendable, Codable, Equatable {
    package var file: String
    package var from: Int
    package var to: Int
    package var contains: String

    enum CodingKeys: String, CodingKey, CaseIterable { case file, from, to, contains }

    package init(file: String, from: Int, to: Int, contains: String) {
        self.file = file
        self.from = from
        self.to = to
        self.contains = contains
    }
}

/// What a review round shows: the pull request's files, and the time box.
package struct ReviewSpec: Sendable, Codable, Equatable {
    package struct File: Sendable, Codable, Equatable {
        /// The name findings use (`OrdersPresenter.swift:37: …`).
        package var name: String
        /// The file in the kata's folder.
        package var path: String

        enum CodingKeys: String, CodingKey, CaseIterable { case name, path }
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case minutes, files }

    package var minutes: Int
    package var files: [File]
}

/// A follow-up interview question and its model answer.
package struct Question: Sendable, Codable, Equatable {
    package var question: String
    package var answer: String

    package init(question: String, answer: String) {
        self.question = question
        self.answer = answer
    }
}

/// A closed set of names in `kata.json` (a check's kind, a key item's severity): a value outside it
/// is refused with the list of values it may take.
package protocol ClosedSet: RawRepresentable, CaseIterable, Decodable where RawValue == String {}

/// A name outside its closed set, with the names allowed (`AuthoringProblem.Reason.notInClosedSet`).
struct ClosedSetMismatch: Error {
    var allowed: [String]
    var got: String
}

extension ClosedSet {
    package init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: text) else {
            let mismatch = ClosedSetMismatch(allowed: Self.allCases.map(\.rawValue), got: text)
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: mismatch.got, underlyingError: mismatch))
        }
        self = value
    }
}
