import Foundation
import Testing
@testable import KataCore

/// The learner corpus (`Tests/LearnerCorpus/<kata>/<case>/`): whole learner files written from
/// each kata's contract alone, by people who had not read its checks, as a learner who almost gets
/// it (or gets it right in another style) would write them. Each case holds the learner files it
/// changes (the others are the reference solution's) and a `label.json`:
/// `{"expect": "pass"}`, or `{"expect": "fail", "fails": [check ids], "why": "the mistake"}`.
/// A wrong answer must fail exactly the checks its label names; a correct one must pass them all.
@Suite(.tags(.compiler), .startsTheCompiler) struct LearnerCorpusTests {
    struct Label: Decodable, Sendable {
        var expect: String
        var fails: [String]?
        var why: String?
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var kata: String
        var name: String
        var folder: URL
        var testDescription: String { "\(kata)/\(name)" }
    }

    static let root = Repository.root.appendingPathComponent("Tests/LearnerCorpus")

    /// Every case; `KATA_CORPUS` narrows the run (see `CorpusSelection`), for work on a kata or a batch.
    static var cases: [Case] { allCases(in: root, selection: .fromEnvironment) }

    static func allCases(only kata: String? = nil) -> [Case] {
        allCases(in: root, selection: CorpusSelection(kata.map { [($0, nil)] } ?? []))
    }

    /// The cases under `root` (`<kata>/<case>/label.json`) that `selection` keeps, in name order.
    static func allCases(in root: URL, selection: CorpusSelection) -> [Case] {
        let manager = FileManager.default
        let katas = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return katas.flatMap { kata -> [Case] in
            let kataFolder = root.appendingPathComponent(kata)
            let names = ((try? manager.contentsOfDirectory(atPath: kataFolder.path)) ?? []).sorted()
            return names.compactMap { name in
                let folder = kataFolder.appendingPathComponent(name)
                guard selection.keeps(kata: kata, name: name),
                      manager.fileExists(atPath: folder.appendingPathComponent("label.json").path) else { return nil }
                return Case(kata: kata, name: name, folder: folder)
            }
        }
    }

    @Test func theCorpusCoversEveryKata() {
        let covered = Set(Self.allCases().map(\.kata))
        for kata in Repository.catalog.katas {
            #expect(covered.contains(kata.id), "no learner corpus for \(kata.id)")
        }
    }

    @Test(arguments: cases)
    func verdictMatchesTheLabel(_ corpusCase: Case) throws {
        let kata = try Repository.catalog.kata(corpusCase.kata)
        let label = try JSONDecoder().decode(Label.self, from: Data(contentsOf: corpusCase.folder.appendingPathComponent("label.json")))
        let sources = try kata.learnerFiles.map { name -> LearnerSource in
            let own = corpusCase.folder.appendingPathComponent(name)
            let file = FileManager.default.fileExists(atPath: own.path)
                ? own : Repository.solutions.appendingPathComponent(kata.id).appendingPathComponent(name)
            return try LearnerSource.read(name: name, from: file)
        }
        let report = try KataVerificationTests.runner().run(kata, sources: sources, checks: kata.presenterChecks)
        let failed = Set(report.checks.filter { $0.status != .pass }.map(\.id))
        let compileErrors = report.diagnostics.filter { $0.severity == .error }.prefix(3).map { "\($0.file):\($0.line): \($0.message)" }
        let details = report.checks.filter { $0.status != .pass }.map { "\($0.id): \($0.message ?? "")" } + compileErrors
        switch label.expect {
        case "pass":
            #expect(failed.isEmpty, "a correct answer fails \(failed.sorted()): \(details.joined(separator: " | "))")
        case "fail":
            let expected = Set(label.fails ?? [])
            #expect(!expected.isEmpty, "a wrong answer's label names the checks it breaks")
            #expect(failed == expected, "\(label.why ?? "") — should fail exactly \(expected.sorted()), fails \(failed.sorted()): \(details.joined(separator: " | "))")
        default:
            Issue.record("label.json: expect is \"pass\" or \"fail\", not \"\(label.expect)\"")
        }
    }
}

/// Which corpus cases a run takes: `KATA_CORPUS` is empty (every case) or a comma-separated list of
/// `<kata>` (its cases) and `<kata>/<prefix>` (its cases whose names start so, such as one batch:
/// `menu-presenter/held12`).
struct CorpusSelection: Sendable {
    var entries: [(kata: String, prefix: String?)]

    init(_ entries: [(kata: String, prefix: String?)]) { self.entries = entries }

    init(parsing text: String?) {
        let parts = (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        self.init(parts.map { part in
            let halves = part.split(separator: "/", maxSplits: 1).map(String.init)
            return (halves[0], halves.count > 1 ? halves[1] : nil)
        })
    }

    static var fromEnvironment: CorpusSelection { CorpusSelection(parsing: ProcessInfo.processInfo.environment["KATA_CORPUS"]) }

    func keeps(kata: String, name: String) -> Bool {
        entries.isEmpty || entries.contains { $0.kata == kata && ($0.prefix.map { name.hasPrefix($0) } ?? true) }
    }
}
