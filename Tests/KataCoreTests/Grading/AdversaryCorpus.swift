import Foundation
import Testing
@testable import KataCore

/// The adversary corpus (`Tests/AdversaryCorpus/<group>/<case>/`): cases that probe the resilient
/// presenter build, each a folder of Swift files and a `case.json` saying what must hold (its
/// README says what each group's keys mean). Reading is strict, so no case is ever skipped: a
/// missing `case.json`, an unknown key or value, a file the case names that is not there or a
/// file there that the case does not name is an error of that case.
enum AdversaryCorpus {
    static let root = Repository.root.appendingPathComponent("Tests/AdversaryCorpus")

    /// Each group's folder and how its cases are read (its parameterised test is beside the
    /// suite that runs it), with the number of cases it held when it was made: fewer means
    /// a case was lost.
    static let groups: [(name: String, floor: Int, read: @Sendable (Folder) throws -> any CorpusCase)] = [
        ("shared-builds", 20, { try $0.read(SharedBuild.self) }),
        ("plain-and-resilient", 7, { try $0.read(PlainAndResilient.self) }),
        ("styles", 13, { try $0.read(Style.self) }),
    ]

    /// One case folder: the argument of its group's parameterised test.
    struct Folder: CustomTestStringConvertible, Sendable {
        var group: String
        var name: String
        var url: URL
        var testDescription: String { "\(group)/\(name)" }

        /// One of the case's files.
        func text(_ file: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
        }

        /// The case's `case.json`, read strictly (see `AdversaryCorpus`).
        func read<Case: CorpusCase>(_ type: Case.Type) throws -> Case {
            let file = url.appendingPathComponent("case.json")
            guard let data = FileManager.default.contents(atPath: file.path) else { throw Malformed(folder: self, problem: "no case.json") }
            let unknown = AdversaryCorpus.unknownKeys(try JSONSerialization.jsonObject(with: data), allowed: Case.keys)
            guard unknown.isEmpty else { throw Malformed(folder: self, problem: "unknown key(s) \(unknown.joined(separator: ", "))") }
            let corpusCase: Case
            do {
                corpusCase = try JSONDecoder().decode(Case.self, from: data)
            } catch {
                throw Malformed(folder: self, problem: "case.json: \(error)")
            }
            if let problem = corpusCase.problem { throw Malformed(folder: self, problem: problem) }
            let present = Set(try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") })
            let named = Set(corpusCase.files + ["case.json"])
            if let missing = named.subtracting(present).sorted().first { throw Malformed(folder: self, problem: "\(missing) is named but missing") }
            if let unnamed = present.subtracting(named).sorted().first { throw Malformed(folder: self, problem: "\(unnamed) is named by no key") }
            return corpusCase
        }
    }

    /// Every entry of `group`'s folder, a case or not: one that is not fails its test.
    static func folders(_ group: String, in root: URL = root) -> [Folder] {
        let folder = root.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { Folder(group: group, name: $0, url: folder.appendingPathComponent($0)) }
    }

    /// One named case of `group`.
    static func folder(_ group: String, _ name: String) -> Folder {
        Folder(group: group, name: name, url: root.appendingPathComponent(group).appendingPathComponent(name))
    }

    struct Malformed: Error, CustomStringConvertible {
        var folder: Folder
        var problem: String
        var description: String { "\(folder.url.path): \(problem)" }
    }

    /// The keys of the objects under each key, wherever it is (`edits` holds a list of them).
    static let nestedKeys: [String: Set<String>] = [
        "first": Variant.keys, "second": Variant.keys, "presenter": Variant.keys, "edits": Edit.keys,
        "plain": Verdict.keys, "resilient": Verdict.keys,
    ]

    /// The keys in `value` that are not `allowed` at their place, as paths.
    static func unknownKeys(_ value: Any, allowed: Set<String>, at path: String = "") -> [String] {
        if let list = value as? [Any] { return list.flatMap { unknownKeys($0, allowed: allowed, at: path) } }
        guard let object = value as? [String: Any] else { return [] }
        return object.keys.sorted().flatMap { key -> [String] in
            guard allowed.contains(key) else { return [path + key] }
            return nestedKeys[key].map { unknownKeys(object[key]!, allowed: $0, at: path + key + ".") } ?? []
        }
    }

    /// What every group's `case.json` is: its keys, the files it names, what is wrong with it.
    protocol CorpusCase: Decodable, Sendable {
        static var keys: Set<String> { get }
        var kata: String { get }
        var variants: [Variant] { get }
        var files: [String] { get }
        /// What makes the case unreadable beyond its keys (a value no test knows), if anything.
        var problem: String? { get }
    }

    /// A change of the kata's reference solution: `edits` (each must find its text in `file`)
    /// and `append`, a file of the case appended to the first learner file.
    struct Variant: Decodable, Sendable {
        static let keys: Set<String> = ["edits", "append"]
        var edits: [Edit]?
        var append: String?
    }

    struct Edit: Decodable, Sendable {
        static let keys: Set<String> = ["file", "find", "replace"]
        var file: String
        var find: String
        var replace: String
    }

    /// `shared-builds`: two variants built as grading builds them (marked resilient) and test
    /// files; for each test file, what grading does with the pair is one of `expect`
    /// (`split`: other keys; `shared-and-same`: one key and the same code).
    struct SharedBuild: CorpusCase {
        static let keys: Set<String> = ["kata", "about", "first", "second", "tests", "expect"]
        static let outcomes: Set<String> = ["split", "shared-and-same"]
        var kata: String
        var about: String
        var first: Variant
        var second: Variant
        var tests: [String]
        var expect: [String]
        var variants: [Variant] { [first, second] }
        var files: [String] { tests + [first.append, second.append].compactMap(\.self) }
        var problem: String? {
            if tests.isEmpty { return "no test file" }
            if expect.isEmpty || !Self.outcomes.isSuperset(of: expect) { return "expect is a list of \(Self.outcomes.sorted()), not \(expect)" }
            return nil
        }
    }

    /// `plain-and-resilient`: one presenter built as written and marked resilient, one test
    /// file run against each; what the learner sees of each run (`plain`, `resilient`), and
    /// whether the two are the same (`alike`).
    struct PlainAndResilient: CorpusCase {
        static let keys: Set<String> = ["kata", "about", "presenter", "tests", "plain", "resilient", "alike"]
        var kata: String
        var about: String
        var presenter: Variant?
        var tests: [String]
        var plain: Verdict?
        var resilient: Verdict?
        var alike: Bool?
        var variants: [Variant] { [presenter].compactMap(\.self) }
        var files: [String] { tests + [presenter?.append].compactMap(\.self) }
        var problem: String? {
            if tests.count != 1 { return "tests names one file" }
            if plain == nil && resilient == nil && alike == nil { return "nothing is expected (plain, resilient or alike)" }
            return [plain, resilient].compactMap(\.self).contains { $0.isEmpty } ? "a verdict expects nothing" : nil
        }
    }

    /// What a run's verdicts (`ResilientAdversaryTests.Lab.verdicts`) must be: `is` them, start
    /// with `prefix`, contain each of `contains`, none of `lacks`, and be (or not) a refusal
    /// that only a resilient build makes (`TestGrader.isResilienceRefusal`).
    struct Verdict: Decodable, Sendable {
        static let keys = Set(CodingKeys.allCases.map(\.rawValue))
        enum CodingKeys: String, CodingKey, CaseIterable {
            case exactly = "is", prefix, contains, lacks, resilienceRefusal = "resilience-refusal"
        }
        var exactly: String?
        var prefix: String?
        var contains: [String]?
        var lacks: [String]?
        var resilienceRefusal: Bool?
        var isEmpty: Bool { exactly == nil && prefix == nil && (contains ?? []).isEmpty && (lacks ?? []).isEmpty && resilienceRefusal == nil }
    }

    /// `styles`: a correct presenter in another style (`presenter`), and whether it `builds`
    /// `resilient` or falls back to the build `as-written`.
    struct Style: CorpusCase {
        static let keys: Set<String> = ["kata", "about", "presenter", "builds"]
        var kata: String
        var about: String
        var presenter: Variant
        var builds: String
        var variants: [Variant] { [presenter] }
        var files: [String] { [presenter.append].compactMap(\.self) }
        var problem: String? {
            if presenter.edits != nil { return "a style is code appended to the solution (append), no edits" }
            return ["resilient", "as-written"].contains(builds) ? nil : "builds is resilient or as-written, not \(builds)"
        }
    }
}
